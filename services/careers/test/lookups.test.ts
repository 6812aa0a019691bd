import path from 'node:path';
import { openDatabase } from '@college/service-kit';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import {
  DISTRICTS_PATH,
  districtsResponseSchema,
  JOB_PROFILES_PATH,
  jobProfilesResponseSchema,
  NOTIFICATION_PDF_PATH,
  STATES_PATH,
  statesResponseSchema,
  SUBJECTS_PATH,
  subjectsResponseSchema,
} from '../src/contract';
import { makeTempDir, removeDir, startCareers } from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-lookups-');
  app = await startCareers(dataDir);
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const getJson = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('career form look-ups', () => {
  it('lists the six job profiles', async () => {
    const { status, body } = await getJson(JOB_PROFILES_PATH);
    expect(status).toBe(200);
    expect(v.parse(jobProfilesResponseSchema, body).data).toEqual([
      { id: 1, profile: 'Assistant Professor(B.A)' },
      { id: 2, profile: 'Assistant Professor(B.Sc)' },
      { id: 3, profile: 'Assistant Professor(M.A)' },
      { id: 4, profile: 'Assistant Librarian' },
      { id: 5, profile: 'Accountant' },
      { id: 6, profile: 'Computer Operator' },
    ]);
  });

  it('gives each profile its subjects; the non-teaching posts only N/A', async () => {
    const subjects = async (id: number) =>
      v
        .parse(subjectsResponseSchema, (await getJson(`${SUBJECTS_PATH}?id=${id}`)).body)
        .data.map((item) => item.subject);
    expect(await subjects(2)).toEqual(['Mathematics', 'Chemistry', 'Biology', 'Botany', 'Physics']);
    expect(await subjects(3)).toEqual(['Hindi', 'Home Science', 'Education', 'Sociology']);
    expect(await subjects(1)).toHaveLength(13);
    for (const id of [4, 5, 6]) expect(await subjects(id)).toEqual(['N/A']);
    expect(await subjects(99)).toEqual([]);
  });

  it('lists the real states and the districts of one', async () => {
    const states = v.parse(statesResponseSchema, (await getJson(STATES_PATH)).body).data;
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states).toContainEqual({ id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' });
    expect(states.filter((state) => !state.name_hi)).toEqual([]);
    const districts = v.parse(districtsResponseSchema, (await getJson(`${DISTRICTS_PATH}?id=9`)).body).data;
    expect(districts.length).toBeGreaterThanOrEqual(75);
    expect(districts).toContainEqual({ id: 187, name: 'Varanasi' });
    expect(districts.map((item) => item.name)).toEqual(
      [...districts.map((item) => item.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('gives a database seeded before the Hindi names (before migration 006) the names at its next start', async () => {
    await app.close();
    const db = openDatabase(path.join(dataDir, 'careers', 'db.sqlite'));
    db.exec('alter table states drop column name_hi');
    db.prepare('delete from schema_migrations where version = 6').run();
    db.close();
    app = await startCareers(dataDir);
    const states = v.parse(statesResponseSchema, (await getJson(STATES_PATH)).body).data;
    expect(states).toContainEqual({ id: 10, state_name: 'Bihar', name_hi: 'बिहार' });
    expect(states.filter((state) => !state.name_hi)).toEqual([]);
  });

  it('answers a malformed id with a 400 naming it', async () => {
    for (const url of [`${DISTRICTS_PATH}?id=abc`, `${DISTRICTS_PATH}`, `${SUBJECTS_PATH}?id=-1`]) {
      const { status, body } = await getJson(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({ result: 'failure', errors: { id: 'Please give a valid id' } });
    }
  });

  it('serves the recruitment notification as a real PDF', async () => {
    const response = await app.inject({ method: 'GET', url: NOTIFICATION_PDF_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getTitle()).toBe(`${TEST_SETTINGS.recruitment.title} - Notification`);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
