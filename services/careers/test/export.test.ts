import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from '@college/service-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import { runExport } from '../src/cli/export-command';
import { SAVE_CAREER_PATH } from '../src/contract';
import { applicationForm, makePdf, makeTempDir, postMultipart, removeDir, startCareers } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-export-');
});

afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

function exportCsv(env: Record<string, string | undefined>) {
  let out = '';
  let err = '';
  const code = runExport([], { env, stdout: (text) => (out += text), stderr: (text) => (err += text) });
  return { code, out, err };
}

describe('staff export of career applications', () => {
  it('writes one CSV row per application with its lists and the paths of its files, formulas defused', async () => {
    app = await startCareers(dataDir);
    const pdf = await makePdf();
    const stored = await postMultipart(
      app,
      SAVE_CAREER_PATH,
      applicationForm(pdf, { name: '=HYPERLINK("http://x","click")', paddress: 'House 12, "Lanka", Varanasi' }),
    );
    expect(stored.statusCode).toBe(200);
    await postMultipart(
      app,
      SAVE_CAREER_PATH,
      applicationForm(pdf, { field: 'English', mobile: '9123456780', email: '' }),
    );
    await app.close();
    app = undefined;

    const { code, out } = exportCsv({ DATA_DIR: dataDir });
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(out).map((record) => record.cells);
    expect(rows).toHaveLength(2);
    const first = Object.fromEntries(header.map((column, i) => [column, rows[0][i]]));
    expect(first).toMatchObject({
      application_no: `REC${TEST_SETTINGS.recruitment.opens.slice(0, 4)}-000001`,
      name: `'=HYPERLINK("http://x","click")`,
      paddress: 'House 12, "Lanka", Varanasi',
      pstate: 'Uttar Pradesh',
      pdistrict: 'Varanasi',
      cdistrict: 'Patna',
      qualifications: 'PG, Banaras Hindu University, 2015, Hindi, 68.5%; NET/Ph.D., UGC, 2018, Hindi, 72%',
      experience: 'Guest Lecturer, Govt. Degree College, Varanasi, 3 years',
    });
    expect(existsSync(first.photo_path)).toBe(true);
    expect(existsSync(first.cv_path)).toBe(true);
    expect(first.cv_path).toMatch(/careers\/uploads\/applications\/[0-9a-f-]{36}\.pdf$/);
    expect(rows[1][header.indexOf('subject')]).toBe('English');
  });

  it('refuses a data folder without a database instead of creating one', () => {
    const { code, err } = exportCsv({ DATA_DIR: `${dataDir}/nowhere` });
    expect(code).toBe(1);
    expect(err).toContain('No database at');
    expect(existsSync(`${dataDir}/nowhere/careers/db.sqlite`)).toBe(false);
  });

  it('defuses every formula start and quotes what needs it', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      'plain',
      '"a,b"',
      '"say ""hi"""',
    ]);
  });
});
