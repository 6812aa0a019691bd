import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_PATH, SAMARTH_PATH } from '../src/contract';
import { formData, makeTempDir, multipartPayload, removeDir, startInfo } from './helpers';

// Issue 23: a Hindi page sends Accept-Language: hi and gets the forms' answers in Hindi.

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('info-hindi-');
  app = await startInfo(dataDir);
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const FEEDBACK = {
  stu_name: 'Asha Kumari',
  adm_no: 'A-17',
  phone: '9123456780',
  address: 'Village Rampur',
  message: 'Thank you',
};

const postFeedback = (payload: Record<string, string>, language: string) =>
  app.inject({ method: 'POST', url: FEEDBACK_PATH, payload, headers: { 'accept-language': language } });

describe('the forms answer in the page language', () => {
  it('a missing field: its message in Hindi for a Hindi page, in English otherwise', async () => {
    const { adm_no: _missing, ...withoutAdmissionNumber } = FEEDBACK;

    const hindi = await postFeedback(withoutAdmissionNumber, 'hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      result: 'failure',
      message: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
      errors: { adm_no: 'अपनी प्रवेश संख्या भरें' },
    });

    const english = await postFeedback(withoutAdmissionNumber, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: { adm_no: 'Enter your admission number' },
    });
  });

  it('the success message in the page language', async () => {
    expect((await postFeedback(FEEDBACK, 'hi')).json()).toMatchObject({
      result: 'success',
      message: 'आपका अनुरोध सफलतापूर्वक जमा हो गया है।',
    });
    expect((await postFeedback(FEEDBACK, 'en')).json()).toMatchObject({
      result: 'success',
      message: 'Your Request submitted successfully.',
    });
  });

  it('the Samarth form without its file says so in Hindi', async () => {
    const { payload, headers } = await multipartPayload(formData({ uhi_number: 'UHI-1', admission: 'A-17' }));
    const answer = await app.inject({
      method: 'POST',
      url: SAMARTH_PATH,
      payload,
      headers: { ...headers, 'accept-language': 'hi' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ image: 'समर्थ पोर्टल पर अपने पंजीकरण की फ़ोटो या स्कैन अपलोड करें' });
  });
});
