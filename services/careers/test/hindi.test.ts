import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import { multipartPayload } from '../../kit/test/helpers';
import { SAVE_CAREER_PATH, STATES_PATH } from '../src/contract';
import { applicationForm, makePdf, makeTempDir, removeDir, startCareers } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;
let PDF: Buffer;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-hindi-');
  PDF = await makePdf();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

/** As a Hindi page sends it (the remote-kit adds the header on /hi/ pages). */
async function sendInHindi(form: FormData) {
  const { payload, headers } = await multipartPayload(form);
  return app!.inject({
    method: 'POST',
    url: SAVE_CAREER_PATH,
    payload,
    headers: { ...headers, 'accept-language': 'hi' },
  });
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('saveCareer answers a Hindi page in Hindi', () => {
  it('an empty form: the message and every field message in Hindi', async () => {
    app = await startCareers(dataDir);
    const response = await sendInHindi(new FormData());
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(body.errors).toMatchObject({
      name: 'कृपया नाम भरें',
      fname: 'कृपया पिता का नाम भरें',
      pstate: 'कृपया राज्य चुनें',
      qualification: 'कम से कम एक शैक्षिक योग्यता आवश्यक है',
      photo: 'कृपया फ़ोटो अपलोड करें',
      cv: 'कृपया सीवी (बायोडाटा) अपलोड करें',
    });
    const untranslated = Object.entries(body.errors as Record<string, string>).filter(
      ([, message]) => !DEVANAGARI.test(message),
    );
    expect(untranslated).toEqual([]);
  });

  it('a wrong value and a wrong row: their own messages in Hindi', async () => {
    app = await startCareers(dataDir);
    const response = await sendInHindi(
      applicationForm(PDF, {
        mobile: '98765',
        experienceOption: 'Yes',
        experience: JSON.stringify([{ position: 'Lecturer', duration: '', totalexp: '3 years' }]),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      mobile: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
      'experience.0.duration': 'कृपया अवधि भरें',
    });
  });

  it('the success message and, after the window, the refusal with the Hindi title', async () => {
    app = await startCareers(dataDir);
    const sent = await sendInHindi(applicationForm(PDF));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('आवेदन पत्र सफलतापूर्वक जमा हो गया।');
    await app.close();

    const past = {
      ...TEST_SETTINGS,
      demo: false,
      recruitment: {
        ...TEST_SETTINGS.recruitment,
        title: 'Recruitment 2025',
        opens: '2025-07-01',
        closes: '2025-08-10',
      },
      hi: { ...TEST_SETTINGS.hi!, recruitmentTitle: 'भर्ती 2025' },
    };
    app = await startCareers(dataDir, { settings: past });
    const late = await sendInHindi(applicationForm(PDF));
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('भर्ती 2025 के लिए आवेदन 10-08-2025 को बंद हो गए।');
  });

  it('lists the states in Title Case (LGD writes them in capitals)', async () => {
    app = await startCareers(dataDir);
    const states = (await app.inject({ method: 'GET', url: STATES_PATH })).json().data as { state_name: string }[];
    expect(states.map((state) => state.state_name)).toEqual(
      expect.arrayContaining(['Uttar Pradesh', 'Andaman and Nicobar Islands', 'Jammu and Kashmir']),
    );
    expect(states.filter((state) => state.state_name === state.state_name.toUpperCase())).toEqual([]);
  });
});
