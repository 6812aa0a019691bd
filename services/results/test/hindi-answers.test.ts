import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_PATH } from '../src/contract';
import { DEMO_ROLLS } from '../src/seed';
import { makeTempDir, removeDir, startResults } from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await makeTempDir('results-hindi-');
  app = await startResults(dataDir);
});

afterAll(async () => {
  await app?.close();
  await removeDir(dataDir);
});

const ask = (rollno: unknown, lang?: string, year?: unknown) =>
  app.inject({
    method: 'POST',
    url: RESULT_PATH,
    payload: { rollno, ...(year === undefined ? {} : { year }) },
    headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('getResultByRollNo for a Hindi page (Accept-Language: hi)', () => {
  it('says an unknown roll number in Hindi, the number quoted', async () => {
    const response = await ask(DEMO_ROLLS.unknown, 'hi-IN,hi;q=0.9');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      `अनुक्रमांक ${DEMO_ROLLS.unknown} का कोई परिणाम नहीं मिला। कृपया अपने प्रवेश पत्र पर छपा अनुक्रमांक देखकर फिर प्रयास करें।`,
    );
  });

  it("gives the roll number's own problems in Hindi", async () => {
    const empty = await ask('', 'hi');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ rollno: 'अपना अनुक्रमांक भरें' });
    const wrong = await ask('24 0001', 'hi');
    expect(wrong.json().errors.rollno).toMatch(/^कृपया अनुक्रमांक वैसा ही लिखें/);
  });

  it('says a year no exam was held in, or one that is no year, in Hindi', async () => {
    const unknown = await ask(DEMO_ROLLS.firstPrize, 'hi', 2019);
    expect(unknown.statusCode).toBe(404);
    const message = 'वर्ष 2019 की कोई प्रतिभा खोज परीक्षा इस साइट पर नहीं है। कृपया सूची से परीक्षा चुनें।';
    expect(unknown.json()).toMatchObject({ message, errors: { year: message } });
    const wrong = await ask(DEMO_ROLLS.firstPrize, 'hi', 'abcd');
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      { year: 'कृपया सूची से परीक्षा चुनें (उसका वर्ष, जैसे 2025)' },
    ]);
    // The exam's Hindi name comes with every answer, for the Hindi page to show.
    expect((await ask(DEMO_ROLLS.firstPrize, 'hi', '2024')).json().data.exam.name_hi).toBe('प्रतिभा खोज परीक्षा 2024');
  });

  it('answers an English page in English, and a found result as the sheet has it', async () => {
    expect((await ask(DEMO_ROLLS.unknown)).json().message).toMatch(/^No result found for roll number/);
    const found = await ask(DEMO_ROLLS.firstPrize, 'hi');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.prize).toBe('First Prize');
  });
});
