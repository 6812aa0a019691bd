import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  complaintSchema,
  contactQuerySchema,
  feedbackSchema,
  maxLengthMessage,
  samarthVerificationFieldsSchema,
} from '../src/contract';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('contract.ts', () => {
  it('imports nothing but valibot, so the browser bundle can use it', async () => {
    const source = await readFile(new URL('../src/contract.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(imports).toEqual(['valibot']);
  });

  it('feedback: every field required with "Fill value", trimmed', () => {
    expect(errorsOf(feedbackSchema, {})).toEqual({
      stu_name: ['Fill value'],
      adm_no: ['Fill value'],
      phone: ['Fill value'],
      address: ['Fill value'],
      message: ['Fill value'],
    });
    expect(errorsOf(feedbackSchema, { stu_name: '  ', adm_no: 'A1', phone: 'call me', address: 'x', message: 'y' })).toEqual({
      stu_name: ['Fill value'],
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
      stu_name: ['Fill value'],
      email: ['Fill value'],
      message: ['Fill value'],
    });
    expect(v.safeParse(schema, { stu_name: 'A', email: 'not an email', message: 'B' }).success).toBe(true);
    expect(errorsOf(schema, { stu_name: 'A', email: `${'e'.repeat(250)}@x.in`, message: 'B' })).toEqual({
      email: [maxLengthMessage(254)],
    });
  });

  it('Samarth verification fields: required with "Please enter value"', () => {
    expect(errorsOf(samarthVerificationFieldsSchema, { uhi_number: ' ' })).toEqual({
      uhi_number: ['Please enter value'],
      admission: ['Please enter value'],
    });
    expect(v.parse(samarthVerificationFieldsSchema, { uhi_number: ' UHI-1 ', admission: '42' })).toEqual({
      uhi_number: 'UHI-1',
      admission: '42',
    });
  });
});
