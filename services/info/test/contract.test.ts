import { readdir, readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_SUCCESS_MESSAGE,
  complaintSchema,
  CONTACT_SUCCESS_MESSAGE,
  contactQuerySchema,
  FEEDBACK_SUCCESS_MESSAGE,
  feedbackSchema,
  HONEYPOT_FIELD,
  maxLengthMessage,
  SAMARTH_IMAGE,
  SAMARTH_SUCCESS_MESSAGE,
  samarthVerificationFieldsSchema,
  submissionResponseSchema,
} from '../src/contract';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('contract.ts', () => {
  it("imports nothing but valibot, the kit's text rules and bilingual register and the portal's address rules, so the browser bundle can use it", async () => {
    // The entry and the modules of its folder (the news), which import one another and the same few.
    const folder = new URL('../src/contract/', import.meta.url);
    const files = [
      new URL('../src/contract.ts', import.meta.url),
      ...(await readdir(folder)).map((name) => new URL(name, folder)),
    ];
    const imports: string[] = [];
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      for (const match of source.matchAll(
        /(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
      ))
        imports.push(match[1] ?? match[2]);
    }
    const outside = imports.filter((specifier) => !/^\.\.?\/(contract\/)?[\w-]+$/.test(specifier));
    // The address rules (what a page of this site is) are plain functions, no React.
    expect([...new Set(outside)].sort()).toEqual([
      '@college/design-system/address',
      '@college/service-kit/bilingual',
      '@college/service-kit/text-rules',
      'valibot',
    ]);
    expect(imports).toContain('./contract/news');
  });

  it('feedback: every field required, each naming itself, trimmed', () => {
    expect(errorsOf(feedbackSchema, {})).toEqual({
      stu_name: ["Enter the student's name"],
      adm_no: ['Enter your admission number'],
      phone: ["Enter the student's phone number"],
      address: ['Enter your address'],
      message: ['Write your message'],
    });
    expect(
      errorsOf(feedbackSchema, { stu_name: '  ', adm_no: 'A1', phone: 'call me', address: 'x', message: 'y' }),
    ).toEqual({
      stu_name: ["Enter the student's name"],
    });
    expect(
      v.parse(feedbackSchema, { stu_name: ' Asha ', adm_no: '12', phone: '98', address: 'Village', message: 'Thanks' }),
    ).toEqual({ stu_name: 'Asha', adm_no: '12', phone: '98', address: 'Village', message: 'Thanks' });
  });

  it('feedback: limits lengths with a clear message', () => {
    const errors = errorsOf(feedbackSchema, {
      stu_name: 'n'.repeat(101),
      adm_no: '1',
      phone: '1',
      address: 'a'.repeat(301),
      message: 'm'.repeat(2001),
    });
    expect(errors).toEqual({
      stu_name: [maxLengthMessage(100)],
      address: [maxLengthMessage(300)],
      message: [maxLengthMessage(2000)],
    });
    expect(maxLengthMessage(100)).toBe('Please use at most 100 characters');
  });

  it.each([
    ['complaint', complaintSchema],
    ['contact query', contactQuerySchema],
  ])('%s: required fields, e-mail format not checked, lengths limited', (_name, schema) => {
    expect(errorsOf(schema, { stu_name: '', message: null })).toEqual({
      stu_name: ['Enter your name'],
      email: ['Enter your e-mail address'],
      message: ['Write your message'],
    });
    expect(v.safeParse(schema, { stu_name: 'A', email: 'not an email', message: 'B' }).success).toBe(true);
    expect(errorsOf(schema, { stu_name: 'A', email: `${'e'.repeat(250)}@x.in`, message: 'B' })).toEqual({
      email: [maxLengthMessage(254)],
    });
  });

  it('Samarth verification fields: required, each naming itself', () => {
    expect(errorsOf(samarthVerificationFieldsSchema, { uhi_number: ' ' })).toEqual({
      uhi_number: ['Enter your UHI number'],
      admission: ['Enter your admission number'],
    });
    expect(v.parse(samarthVerificationFieldsSchema, { uhi_number: ' UHI-1 ', admission: '42' })).toEqual({
      uhi_number: 'UHI-1',
      admission: '42',
    });
  });

  it('exports the success wording of each form and a schema for the success reply', () => {
    expect(FEEDBACK_SUCCESS_MESSAGE).toBe('Your Request submitted successfully.');
    expect(COMPLAINT_SUCCESS_MESSAGE).toBe('Your Request submitted successfully.');
    expect(CONTACT_SUCCESS_MESSAGE).toBe('Your Request has been submitted successfully.');
    expect(SAMARTH_SUCCESS_MESSAGE).toBe('Your verification has been submitted successfully.');
    expect(v.is(submissionResponseSchema, { result: 'success', message: 'ok' })).toBe(true);
    expect(v.is(submissionResponseSchema, { result: 'failure', message: 'ok' })).toBe(false);
    expect(v.is(submissionResponseSchema, { result: 'success' })).toBe(false);
  });

  it.each([
    ['feedback', feedbackSchema, { stu_name: 'A', adm_no: '1', phone: '2', address: 'B', message: 'C' }],
    ['complaint', complaintSchema, { stu_name: 'A', email: 'e', message: 'C' }],
    ['contact query', contactQuerySchema, { stu_name: 'A', email: 'e', message: 'C' }],
    ['Samarth verification', samarthVerificationFieldsSchema, { uhi_number: 'U', admission: 'A' }],
  ])(
    '%s: the honeypot is optional, trimmed, and any text passes (the service drops filled ones)',
    (_name, schema, valid) => {
      expect(HONEYPOT_FIELD).toBe('website');
      expect(v.parse(schema, valid)).toEqual(valid);
      expect(v.parse(schema, { ...valid, website: '  ' })).toEqual({ ...valid, website: '' });
      expect(v.parse(schema, { ...valid, website: ' https://spam.example ' })).toEqual({
        ...valid,
        website: 'https://spam.example',
      });
      expect(errorsOf(schema, { ...valid, website: 42 })).toEqual({ website: ['Invalid value'] });
    },
  );

  it('describes the Samarth file: JPEG, PNG or PDF up to 1 MB, with the form wording', () => {
    expect(SAMARTH_IMAGE).toMatchObject({
      field: 'image',
      maxBytes: 1024 * 1024,
      kinds: ['jpeg', 'png', 'pdf'],
      messages: {
        required: 'Upload your Samarth portal registration (a photo or a scan)',
        tooLarge: 'File must be at most 1 MB',
        wrongKind: 'File must be a JPEG or PNG image or a PDF document',
      },
    });
  });
});
