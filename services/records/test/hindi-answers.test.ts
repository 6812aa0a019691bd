import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMIC_YEAR_PATH, FACULTY_RECORD_PATH, STUDENT_RECORD_PATH, TIMETABLE_RECORD_PATH } from '../src/contract';
import { makeTempDir, removeDir, startRecords } from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await makeTempDir('records-hindi-');
  app = await startRecords(dataDir);
});

afterAll(async () => {
  await app?.close();
  await removeDir(dataDir);
});

const ask = (url: string, payload: object, lang?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('answers to a Hindi page (Accept-Language: hi)', () => {
  it('says what is missing or wrong in Hindi, field by field', async () => {
    const response = await ask(STUDENT_RECORD_PATH, { course_id: '', part_id: 'x' }, 'hi');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(body.errors).toEqual({
      course_id: 'पाठ्यक्रम चुनें',
      part_id: 'कृपया सूची में से कोई मान चुनें',
      acd_year: 'शैक्षणिक सत्र चुनें',
    });
  });

  it("translates the timetable's and faculty's own messages", async () => {
    const timetable = await ask(TIMETABLE_RECORD_PATH, { course_id: 1, part_id: 1, acd_year: 1, type: 'exam' }, 'hi');
    expect(timetable.json().errors.type).toBe("कृपया 'timetable' (समय सारणी) या 'calendar' (शैक्षणिक कैलेंडर) चुनें");
    const faculty = await ask(FACULTY_RECORD_PATH, { course_id: 1, type: 3 }, 'hi');
    expect(faculty.json().errors.type).toBe('कृपया 1 (शिक्षण) या 2 (शिक्षणेतर) चुनें');
  });

  it('passes the academic years, a plain list, as they are', async () => {
    const years = await app.inject({ method: 'GET', url: ACADEMIC_YEAR_PATH, headers: { 'accept-language': 'hi' } });
    expect(years.statusCode).toBe(200);
    expect(years.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ start_year: 2024, end_year: 2025 })]),
    );
    expect(Array.isArray(years.json())).toBe(true);
  });

  it('keeps English for an English page', async () => {
    const response = await ask(FACULTY_RECORD_PATH, { course_id: 1, type: 3 });
    expect(response.json().errors.type).toBe('Choose 1 (Teaching) or 2 (Non-Teaching)');
  });
});
