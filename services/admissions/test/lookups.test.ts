import path from 'node:path';
import { openDatabase } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CO_CURRICULAR_SUBJECTS_PATH,
  COURSES_PATH,
  DISTRICTS_PATH,
  MAJOR_SUBJECTS_PATH,
  MINOR_SUBJECTS_PATH,
  STATES_PATH,
  statesResponseSchema,
  SUB_DISTRICTS_PATH,
  VOCATIONAL_SUBJECTS_PATH,
  withId,
} from '../src/contract';
import { closeAndRemove, makeTempDir, startAdmissions, startInTempDir } from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-lookups-'));
});
afterAll(() => closeAndRemove(app, dataDir));

const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  const body = response.json();
  expect(body.result).toBe('success');
  return body.data as Record<string, unknown>[];
};

describe('place look-ups (the real LGD lists)', () => {
  it('lists all 36 states and union territories by name, each with its Hindi name beside it', async () => {
    const states = await data(STATES_PATH);
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({ id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' });
    expect(states).toContainEqual({
      id: 38,
      state_name: 'The Dadra and Nagar Haveli and Daman and Diu',
      name_hi: 'दादरा और नगर हवेली और दमन और दीव',
    });
    expect(states.every((state) => /^[\u0900-\u097F ]+$/.test(String(state.name_hi)))).toBe(true);
    expect(v.parse(statesResponseSchema, { result: 'success', data: states }).data).toEqual(states);
    const names = states.map((state) => state.state_name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('gives a database seeded before the Hindi names (before migration 019) the names at its next start', async () => {
    const old = await makeTempDir('admissions-old-states-');
    const first = await startAdmissions(old);
    await first.close();
    const db = openDatabase(path.join(old, 'admissions', 'db.sqlite'));
    db.exec('alter table states drop column name_hi');
    db.prepare('delete from schema_migrations where version = 19').run();
    db.close();
    const again = await startAdmissions(old);
    try {
      expect(again.catalogue.states().find((state) => state.id === 9)).toEqual({
        id: 9,
        state_name: 'Uttar Pradesh',
        name_hi: 'उत्तर प्रदेश',
      });
      expect(again.catalogue.states().filter((state) => !state.name_hi)).toEqual([]);
    } finally {
      await closeAndRemove(again, old);
    }
  });

  it('lists the districts of a state and the sub-districts of a district, 763 and 6,921 in all', async () => {
    const states = await data(STATES_PATH);
    let districtCount = 0;
    let subDistrictCount = 0;
    const lucknow = (await data(withId(DISTRICTS_PATH, 9))).find((district) => district.name === 'Lucknow');
    expect(lucknow).toBeDefined();
    expect((await data(withId(SUB_DISTRICTS_PATH, lucknow!.id as number))).map((sub) => sub.name)).toContain(
      'Malihabad',
    );
    for (const state of states) {
      const districts = await data(withId(DISTRICTS_PATH, state.id as number));
      districtCount += districts.length;
      for (const district of districts)
        subDistrictCount += (await data(withId(SUB_DISTRICTS_PATH, district.id as number))).length;
    }
    expect(districtCount).toBe(763);
    expect(subDistrictCount).toBe(6921);
  });

  it('answers 404 for an unknown parent and 400 for an id that is not a number', async () => {
    expect((await get(withId(DISTRICTS_PATH, 999999))).statusCode).toBe(404);
    expect((await get(withId(SUB_DISTRICTS_PATH, 999999))).json()).toMatchObject({
      result: 'failure',
      message: 'No such district.',
    });
    const bad = await get(`${DISTRICTS_PATH}?id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: 'id must be a number' });
    expect((await get(DISTRICTS_PATH)).statusCode).toBe(400);
  });

  it('is cacheable: Cache-Control and an ETag, and 304 without a body when it still matches', async () => {
    const first = await get(withId(DISTRICTS_PATH, 9));
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(withId(DISTRICTS_PATH, 9), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(withId(DISTRICTS_PATH, 10), { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });
});

describe('course and subject look-ups', () => {
  it("lists the settings' courses with id, brc_id, level and fee", async () => {
    expect(await data(COURSES_PATH)).toEqual(
      TEST_SETTINGS.admission.courses.map((course) => ({
        id: course.id,
        brc_id: course.id,
        course: course.name,
        level: course.level,
        fee: course.fee,
      })),
    );
  });

  it("gives each course the settings' subjects as majors (an M.A. its one-subject list), minors and co-curricular, without N/A for majors", async () => {
    const names = async (path: string, id: number) => (await data(withId(path, id))).map((subject) => subject.subject);
    for (const course of TEST_SETTINGS.admission.courses) {
      expect(await names(MAJOR_SUBJECTS_PATH, course.id)).toEqual(course.subjects.map((subject) => subject.name));
      expect(await names(MINOR_SUBJECTS_PATH, course.id)).toEqual(['N/A', ...course.minor]);
      expect(await names(CO_CURRICULAR_SUBJECTS_PATH, course.id)).toEqual(['N/A', ...course.coCurricular]);
    }
    expect((await data(VOCATIONAL_SUBJECTS_PATH)).map((subject) => subject.subject)).toEqual([
      'N/A',
      ...TEST_SETTINGS.admission.vocational,
    ]);
  });

  it('offers N/A (value 0) first in the minor, co-curricular and vocational lists', async () => {
    for (const url of [
      withId(MINOR_SUBJECTS_PATH, 1),
      withId(CO_CURRICULAR_SUBJECTS_PATH, 2),
      VOCATIONAL_SUBJECTS_PATH,
    ]) {
      const subjects = await data(url);
      expect(subjects[0]).toEqual({ id: 0, subject: 'N/A' });
      expect(subjects.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers 404 for an unknown course', async () => {
    expect((await get(withId(MAJOR_SUBJECTS_PATH, 42))).json()).toMatchObject({
      result: 'failure',
      message: 'No such course.',
    });
  });
});
