import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@college/service-kit';
import { addDays, daysBetween, formatIndianDate, isoDay } from '@college/settings/dates';
import { loadSettings } from '@college/settings/node';
import { TEST_SETTINGS } from '@college/settings/testing';
import { buildApp, type InfoAppOptions } from '../src/app';
import { NEWS_PATH, newsListResponseSchema, prospectusPath } from '../src/contract';

let dataDir: string;
let app: FastifyInstance | undefined;

const newsFiles = () => readdir(path.join(dataDir, 'info', 'public', 'news'));

async function start(options: Partial<InfoAppOptions> = {}) {
  app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

async function getNews(instance: FastifyInstance) {
  const response = await instance.inject({ method: 'GET', url: NEWS_PATH });
  expect(response.statusCode).toBe(200);
  return v.parse(newsListResponseSchema, response.json());
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'info-service-'));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await app?.close();
  app = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/v1/api/getAllNews', () => {
  it('lists the seeded notices with a description and a public PDF URL', async () => {
    const news = await getNews(await start());
    expect(news.result).toBe('success');
    expect(news.data.length).toBeGreaterThanOrEqual(8);
    for (const item of news.data) {
      expect(item.description.trim().length).toBeGreaterThan(10);
      expect(item.file).toMatch(/^\/uploads\/docs\/news\/[0-9a-f-]{36}\.pdf$/);
    }
    // Every URL points at its own file.
    expect(new Set(news.data.map((item) => item.file)).size).toBe(news.data.length);
    expect(news.data.some((item) => /Talent Search Exam 2024/.test(item.description))).toBe(true);
    expect(
      news.data.some((item) => item.description.startsWith(`${TEST_SETTINGS.recruitment.title}: online applications`)),
    ).toBe(true);
  });

  it("gives every seeded notice its line in Hindi, with the settings' Hindi names", async () => {
    const news = await getNews(await start());
    for (const item of news.data) expect(item.description_hi, item.description).toMatch(/[\u0900-\u097F]/);
    const talent = news.data.find((item) => item.link === '/result');
    expect(talent?.description_hi).toMatch(/^प्रतिभा खोज परीक्षा 2024 का परिणाम घोषित/);
    const recruitment = news.data.find((item) => item.description.startsWith(TEST_SETTINGS.recruitment.title));
    expect(recruitment?.description_hi?.startsWith(TEST_SETTINGS.hi?.recruitmentTitle ?? '')).toBe(true);
  });

  it('serves each listed file as a real PDF with caching and nosniff headers', async () => {
    const instance = await start();
    const news = await getNews(instance);
    for (const item of news.data) {
      const response = await instance.inject({ method: 'GET', url: item.file });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('public, max-age=600');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBeTruthy();
    }
  });

  it('serves the prospectus the home page links to as a real PDF', async () => {
    const response = await (await start()).inject({ method: 'GET', url: prospectusPath(TEST_SETTINGS.admission.year) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toMatch(/Prospectus/);
    expect(pdf.getAuthor()).toBe('Testpur Fixture College'); // the test settings' name (vitest.config.ts)
  });

  it('gives every notice its publish date and lists the newest first', async () => {
    const instance = await start();
    const before = await getNews(instance);
    // The fixture is a demo file: its windows, and so its news, are dated around today.
    const { registration } = TEST_SETTINGS.admission;
    expect(before.data.slice(0, 3).map((item) => item.published_on)).toEqual([
      TEST_SETTINGS.recruitment.opens,
      registration.opens,
      addDays(registration.opens, -6),
    ]);
    expect(before.data[1].description).toBe(
      `Admission notice A.Y. ${TEST_SETTINGS.admission.year}: B.A., B.Sc. and M.A. registration (URN generation) from ${formatIndianDate(registration.opens)} to ${formatIndianDate(registration.closes)}`,
    );
    // Every notice but the exam result (dated with the results service's exam) within the half-year before.
    for (const item of before.data.slice(0, -1)) expect(daysBetween(item.published_on, isoDay())).toBeLessThan(220);
    expect(before.data.at(-1)).toMatchObject({
      description: expect.stringMatching(/^Talent Search Exam 2024/),
      published_on: '2024-02-10',
    });
    const dates = before.data.map((item) => item.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    // The answer's own shape, not only what the contract lets through.
    const raw = (await instance.inject({ method: 'GET', url: NEWS_PATH })).json();
    expect(Object.keys(raw.data[0]).sort()).toEqual(['description', 'description_hi', 'file', 'published_on']);

    instance.news.insert({ description: 'Newest notice', fileName: 'x.pdf', publishedOn: '2099-01-01' });
    instance.news.insert({ description: 'Oldest notice', fileName: 'y.pdf', publishedOn: '2000-01-01' });
    const after = await getNews(instance);
    expect(after.data[0].description).toBe('Newest notice');
    // A notice written without Hindi answers without the field (the pages show the English line).
    expect(after.data[0]).not.toHaveProperty('description_hi');
    expect(after.data.at(-1)!.description).toBe('Oldest notice');
  });

  it('leads the result notice, and only it, to the result page', async () => {
    const news = await getNews(await start());
    const linked = news.data.filter((item) => item.link !== undefined);
    expect(linked).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Talent Search Exam 2024 result/),
        link: '/result',
      }),
    ]);
  });

  it('gives the result notice its link in a database seeded before links existed (migration 003)', async () => {
    await start();
    await app!.close();
    // Back to the database as the previous version left it: no link column, migration 003 not applied.
    const db = openDatabase(path.join(dataDir, 'info', 'db.sqlite'));
    db.exec('alter table news drop column link; delete from schema_migrations where version = 3;');
    db.close();
    const news = await getNews(await start());
    expect(news.data.filter((item) => item.link)).toEqual([expect.objectContaining({ link: '/result' })]);
  });

  it('leaves out a link an earlier version stored that would lead off-site, keeping the notice', async () => {
    await start();
    await app!.close();
    const db = openDatabase(path.join(dataDir, 'info', 'db.sqlite'));
    db.prepare("update news set link = ? where link = '/result'").run('/\\evil.example/x');
    db.close();
    const news = await getNews(await start());
    expect(news.data.find((item) => item.description.startsWith('Talent Search Exam 2024 result'))).not.toHaveProperty(
      'link',
    );
  });

  it('seeds only once: a restart on the same folder keeps the same notices and files', async () => {
    const first = await getNews(await start());
    const filesBefore = (await newsFiles()).sort();
    expect(filesBefore).toHaveLength(first.data.length);
    await app!.close();

    const second = await getNews(await start());
    expect(second.data).toEqual(first.data);
    expect((await newsFiles()).sort()).toEqual(filesBefore);
  });

  it('keeps the database and private folders out of reach of the document route', async () => {
    const instance = await start();
    // No directory listing: the folder answers with a JSON failure, never an index of names.
    const listing = await instance.inject({ method: 'GET', url: '/uploads/docs/news/' });
    expect([403, 404]).toContain(listing.statusCode);
    expect(listing.json()).toMatchObject({ result: 'failure', errors: {} });
    expect(listing.body).not.toMatch(/\.pdf/);

    for (const url of [
      '/uploads/docs/news/../../db.sqlite',
      '/uploads/docs/news/..%2f..%2fdb.sqlite',
      '/uploads/docs/news/%2e%2e/%2e%2e/db.sqlite',
    ]) {
      const response = await instance.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.rawPayload.subarray(0, 6).toString('latin1')).not.toBe('SQLite');
    }

    const missing = await instance.inject({ method: 'GET', url: '/uploads/docs/news/nope.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: 'failure', message: 'Not found', errors: {} });
  });
});

describe('the college settings', () => {
  const demo = () => structuredClone(loadSettings().settings);

  it('puts the college name on every notice and writes the prospectus of a new admission year on start', async () => {
    const first = demo();
    first.name = 'Adarsh Mahila Mahavidyalaya';
    const news = await getNews(await start({ settings: first }));
    const notice = await PDFDocument.load((await app!.inject({ method: 'GET', url: news.data[0].file })).rawPayload);
    expect(notice.getAuthor()).toBe('Adarsh Mahila Mahavidyalaya');
    await app!.close();

    // Next year's settings on the same data: its prospectus appears; last year's stays.
    const next = {
      ...first,
      admission: { ...first.admission, year: '2031-32', registration: { opens: '2031-05-01', closes: '2031-07-31' } },
    };
    const instance = await start({ settings: next });
    for (const url of [prospectusPath('2031-32'), prospectusPath(first.admission.year)]) {
      expect((await instance.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const pdf = await PDFDocument.load(
      (await instance.inject({ method: 'GET', url: prospectusPath('2031-32') })).rawPayload,
    );
    expect(pdf.getTitle()).toBe('Prospectus, academic year 2031-32');
  });

  it("dates the first notices by a college's own windows (demo: false), not by today", async () => {
    const own = { ...demo(), demo: false };
    own.admission.registration = { opens: '2025-05-01', closes: '2025-07-31' };
    own.admission.year = '2025-26';
    own.recruitment = {
      ...own.recruitment,
      title: 'Recruitment 2025',
      opens: '2025-07-01',
      closes: '2025-08-10',
      interview: { date: '2025-08-14', time: '10:00' },
    };
    const news = await getNews(await start({ settings: own }));
    expect(news.data.slice(0, 3)).toEqual([
      expect.objectContaining({
        published_on: '2025-07-01',
        description: expect.stringMatching(/^Recruitment 2025: online applications from 01-07-2025 to 10-08-2025/),
      }),
      expect.objectContaining({
        published_on: '2025-05-01',
        description: expect.stringMatching(/^Admission notice A\.Y\. 2025-26: .* from 01-05-2025 to 31-07-2025$/),
      }),
      expect.objectContaining({ published_on: '2025-04-25' }),
    ]);
  });

  it('keeps a prospectus the college put in place of the generated one', async () => {
    await start();
    await app!.close();
    const { year } = TEST_SETTINGS.admission;
    const file = path.join(dataDir, 'info', 'public', 'college', `prospectus-${year}.pdf`);
    await writeFile(file, "%PDF-1.4 the college's own");
    const response = await (await start()).inject({ method: 'GET', url: prospectusPath(year) });
    expect(response.body).toBe("%PDF-1.4 the college's own");
  });

  it('will not start with a wrong value in the settings file, and names it', async () => {
    const file = path.join(dataDir, 'college.json');
    const settings = demo();
    settings.contact.phone = '12345';
    await writeFile(file, JSON.stringify(settings));
    vi.stubEnv('COLLEGE_SETTINGS', file);
    await expect(start()).rejects.toThrow(`${file}: contact.phone: must be a phone number`);
  });
});

describe('service basics', () => {
  it('answers /healthz', async () => {
    const response = await (await start()).inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'info' });
  });

  it('keeps its state in <dataDir>/info', async () => {
    await start();
    expect((await readdir(path.join(dataDir, 'info'))).sort()).toEqual(
      expect.arrayContaining(['db.sqlite', 'public', 'uploads']),
    );
    const header = await readFile(path.join(dataDir, 'info', 'db.sqlite'));
    expect(header.subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
  });
});
