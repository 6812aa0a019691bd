import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '@college/service-kit';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runImport } from '../src/cli/import-command';
import { DEMO_COUNT, DEMO_ROLLS } from '../src/seed';
import { lookUp, makeTempDir, removeDir, startResults } from './helpers';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const HEADER =
  'rollno,certificate_no,student_name,father_name,school_name,score,result,prize,remark,absent,result_status';

/** The spec's columns in another order and case, as a spreadsheet may save them; CRLF line ends. */
const GOOD_SHEET = [
  'Student_Name,RollNo,certificate_no,father_name,school_name,score,result,prize,remark,absent,result_status',
  'Asha Devi,3001,TSE24/X1,Ram Prasad,"Janta Inter College, Rampur",88.5,Qualified,First Prize,Excellent,0,1',
  'Meena Kumari,3002,,Shyam Lal,Kisan Inter College,,Absent,,"Did not appear, no score",1,1',
  '"Ravi ""Raju"" Kumar",ab-3003,,Mohan Lal,Adarsh Inter College,,Withheld,,Under verification,0,0',
  '',
].join('\r\n');

let dataDir: string;
let sheetDir: string;
let app: FastifyInstance | undefined;
let out: string;
let err: string;

beforeEach(async () => {
  dataDir = await makeTempDir('results-import-');
  sheetDir = await makeTempDir('results-sheet-');
  out = '';
  err = '';
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
  await removeDir(sheetDir);
});

/** Creates and seeds the database the way the service's first start does, then stops it. */
async function firstStart() {
  await (await startResults(dataDir)).close();
}

async function importSheet(csv: string, name = 'sheet.csv') {
  await writeFile(path.join(sheetDir, name), csv);
  return runImport([name], {
    env: { DATA_DIR: dataDir },
    cwd: sheetDir,
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
  });
}

async function serviceCount() {
  app = await startResults(dataDir);
  const count = app.results.count();
  return count;
}

describe('import-results', () => {
  it('loads a good sheet in place of the demo results, and the service answers from it', async () => {
    await firstStart();
    expect(await importSheet(GOOD_SHEET)).toBe(EXIT_OK);
    expect(out).toBe(
      `Imported 3 results into Talent Search Exam 2024 from ${path.join(sheetDir, 'sheet.csv')} (replacing the ${DEMO_COUNT} stored for that exam; other exams' results were not touched).\n`,
    );
    expect(err).toBe('');

    app = await startResults(dataDir);
    expect(app.results.count()).toBe(3);
    expect((await lookUp(app, { rollno: '3001' })).json().data).toEqual({
      rollno: '3001',
      certificate_no: 'TSE24/X1',
      student_name: 'Asha Devi',
      father_name: 'Ram Prasad',
      school_name: 'Janta Inter College, Rampur',
      score: '88.5',
      result: 'Qualified',
      prize: 'First Prize',
      remark: 'Excellent',
      absent: '0',
      result_status: '1',
      exam: {
        year: 2024,
        name_en: 'Talent Search Exam 2024',
        name_hi: 'प्रतिभा खोज परीक्षा 2024',
        held_on: '2024-01-07',
      },
    });
    expect((await lookUp(app, { rollno: '3002' })).json().data).toMatchObject({
      absent: '1',
      remark: 'Did not appear, no score',
    });
    // Roll numbers are stored as the look-up compares them: trimmed, letters in capitals.
    expect((await lookUp(app, { rollno: 'AB-3003' })).json().data).toMatchObject({
      student_name: 'Ravi "Raju" Kumar',
      result_status: '0',
    });
    expect((await lookUp(app, { rollno: DEMO_ROLLS.eligible[0] })).statusCode).toBe(404);
  });

  it('replaces on a re-import, never duplicates', async () => {
    await firstStart();
    expect(await importSheet(GOOD_SHEET)).toBe(EXIT_OK);
    expect(await importSheet(GOOD_SHEET)).toBe(EXIT_OK);
    expect(out).toContain('Imported 3 results into Talent Search Exam 2024 from');
    expect(out).toContain('(replacing the 3 stored for that exam;');
    const smaller = `${HEADER}\n3001,TSE24/9,Asha Devi,Ram Prasad,Janta Inter College,91,Qualified,First Prize,Excellent,0,1\n`;
    expect(await importSheet(smaller)).toBe(EXIT_OK);
    app = await startResults(dataDir);
    expect(app.results.count()).toBe(1);
    expect((await lookUp(app, { rollno: '3001' })).json().data).toMatchObject({
      certificate_no: 'TSE24/9',
      score: '91',
    });
  });

  it('can run while the service is running: the next look-up answers from the new sheet', async () => {
    app = await startResults(dataDir);
    expect((await lookUp(app, { rollno: '3001' })).statusCode).toBe(404);
    expect(await importSheet(GOOD_SHEET)).toBe(EXIT_OK);
    expect((await lookUp(app, { rollno: '3001' })).json().data.student_name).toBe('Asha Devi');
    expect((await lookUp(app, { rollno: DEMO_ROLLS.eligible[0] })).statusCode).toBe(404);
  });

  it('imports into the exam of --year only, checks the sheet against that exam, and keeps the import to undo', async () => {
    app = await startResults(dataDir);
    app.exams.create(
      {
        year: 2025,
        name_en: 'Talent Search Exam 2025',
        name_hi: 'प्रतिभा खोज परीक्षा 2025',
        held_on: '2025-01-12',
        certificate_prefix: 'TSE25-',
      },
      null,
    );
    await app.close();
    app = undefined;
    // The 2024 sheet's certificate numbers are not 2025's: every line says so, nothing is imported.
    expect(await importSheet(GOOD_SHEET.replace('TSE24/X1', 'TSE24/0001'), 'wrong.csv')).toBe(EXIT_FAILED);
    expect(err).toContain(
      "line 2: certificate_no: TSE24/0001 is already roll number 240001's in Talent Search Exam 2024",
    );
    err = '';
    const sheet2025 = GOOD_SHEET.replace('TSE24/X1', 'TSE25-0001');
    await writeFile(path.join(sheetDir, 'sheet.csv'), sheet2025);
    expect(
      runImport(['--year', '2019', 'sheet.csv'], {
        env: { DATA_DIR: dataDir },
        cwd: sheetDir,
        stdout: () => {},
        stderr: (text) => (err += text),
      }),
    ).toBe(EXIT_FAILED);
    expect(err).toMatch(/^No exam of 2019\. Add it on the office page/);
    expect(
      runImport(['--year', '25', 'sheet.csv'], { env: {}, cwd: sheetDir, stdout: () => {}, stderr: () => {} }),
    ).toBe(EXIT_USAGE);

    out = '';
    expect(
      runImport(['--year', '2025', 'sheet.csv'], {
        env: { DATA_DIR: dataDir },
        cwd: sheetDir,
        stdout: (text) => (out += text),
        stderr: (text) => (err += text),
      }),
    ).toBe(EXIT_OK);
    expect(out).toBe(
      `Imported 3 results into Talent Search Exam 2025 from ${path.join(sheetDir, 'sheet.csv')} (replacing the 0 stored for that exam; other exams' results were not touched).\n`,
    );
    app = await startResults(dataDir);
    const [exam2025, exam2024] = app.exams.list();
    expect([app.results.count(exam2025.id), app.results.count(exam2024.id)]).toEqual([3, DEMO_COUNT]);
    expect((await lookUp(app, { rollno: '3001' })).json().data).toMatchObject({
      certificate_no: 'TSE25-0001',
      exam: { year: 2025 },
    });
    expect((await lookUp(app, { rollno: DEMO_ROLLS.eligible[0], year: 2024 })).statusCode).toBe(200);
    // The office page can undo it like its own.
    const imports = app.db
      .prepare('select committed_by, before_json from result_imports where exam_id = ?')
      .all(exam2025.id);
    expect(imports).toEqual([{ committed_by: null, before_json: '[]' }]);
  });

  it('imports nothing from a sheet with bad rows and names each line and reason', async () => {
    await firstStart();
    const bad = [
      HEADER,
      '4001,C-1,Asha Devi,Ram Prasad,Janta Inter College,88,Qualified,None,Good,0,1',
      '4002,C-2,Bina,Hari,Kisan Inter College,eighty,Qualified,None,Good,0,1',
      '4003,,Chanda,Gopal,Kisan Inter College,70,Qualified,None,Good,0,1',
      '4001,C-4,Dev,Lal,Kisan Inter College,60,Qualified,None,Good,0,1',
      '4005,C-1,Esha,Om,Kisan Inter College,60,Qualified,None,Good,2,1',
      '4006,C-6,,Om,Kisan Inter College,60,Qualified,None,Good,0,1',
      '4007,C-7,Too,Few,Cells',
      '40 08,C-8,Gita,Om,Kisan Inter College,60,Qualified,None,Good,0,1',
    ].join('\n');
    expect(await importSheet(bad)).toBe(EXIT_FAILED);
    expect(out).toBe('');
    expect(err).toContain('Nothing was imported');
    const lines = err.split('\n').slice(1).filter(Boolean);
    expect(lines).toEqual([
      '  line 3: score: must be a number of marks such as 87 or 87.5',
      '  line 4: certificate_no: must not be empty for a student who gets a certificate',
      '  line 5: rollno: 4001 is already on line 2',
      "  line 6: absent: must be '0' or '1'",
      '  line 7: student_name: must not be empty',
      '  line 8: has 5 cells where the header has 11',
      '  line 9: rollno: Enter the roll number as printed on your admit card: letters, digits, - or / only, at most 20 characters',
    ]);
    expect(await serviceCount()).toBe(DEMO_COUNT);
  });

  it('reports a duplicate certificate number, a quote left open and a wrong header by line', async () => {
    await firstStart();
    const twice = `${HEADER}\n5001,C-1,A,B,C,50,Q,,,0,1\n5002,C-1,D,E,F,50,Q,,,0,1\n`;
    expect(await importSheet(twice)).toBe(EXIT_FAILED);
    expect(err).toContain('line 3: certificate_no: C-1 is already on line 2');

    err = '';
    const open = `${HEADER}\n5001,C-1,A,B,C,50,Q,,,0,1\n5002,C-2,"D,E,F,50,Q,,,0,1\n5003,C-3,G,H,I,50,Q,,,0,1\n`;
    expect(await importSheet(open)).toBe(EXIT_FAILED);
    expect(err).toContain('line 3: a quoted cell is never closed');

    err = '';
    expect(await importSheet('rollno,name,score\n1,A,50\n')).toBe(EXIT_FAILED);
    expect(err).toContain('line 1: unknown column "name"');
    expect(err).toContain('line 1: missing columns certificate_no, student_name');

    err = '';
    expect(await importSheet(`${HEADER}\n`)).toBe(EXIT_FAILED);
    expect(err).toContain('line 1: the file has no results below its header');
    expect(await serviceCount()).toBe(DEMO_COUNT);
  });

  it('creates no database when DATA_DIR is wrong, and explains its usage', async () => {
    expect(await importSheet(GOOD_SHEET)).toBe(EXIT_FAILED);
    expect(err).toMatch(/^No database at .*results\/db\.sqlite\. Set DATA_DIR/);
    expect(existsSync(path.join(dataDir, 'results'))).toBe(false);

    err = '';
    expect(runImport([], { env: {}, cwd: sheetDir, stdout: () => {}, stderr: (text) => (err += text) })).toBe(
      EXIT_USAGE,
    );
    expect(err).toContain('Name the CSV file to import.');
    expect(err).toContain(HEADER);
    err = '';
    expect(
      runImport(['missing.csv'], {
        env: { DATA_DIR: dataDir },
        cwd: sheetDir,
        stdout: () => {},
        stderr: (text) => (err += text),
      }),
    ).toBe(EXIT_FAILED);
    expect(err).toBe(`Cannot read ${path.join(sheetDir, 'missing.csv')}: no such file\n`);
  });

  it('runs as documented: pnpm from the repository, a path relative to where it was typed', async () => {
    await firstStart();
    const file = path.join(sheetDir, 'typed.csv');
    await writeFile(file, GOOD_SHEET);
    const run = spawnSync(
      'pnpm',
      ['-s', '--filter', '@college/results-service', 'import-results', path.relative(repoRoot, file)],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `Imported 3 results into Talent Search Exam 2024 from ${file} (replacing the ${DEMO_COUNT} stored for that exam; other exams' results were not touched).\n`,
    );
  }, 30_000);
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, and gives each record its first line', () => {
    const records = parseCsv('\uFEFFa,b\r\n"1, one","say ""hi"""\n\n"multi\nline",x\nlast,"" \n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1, one', 'say "hi"'] },
      { line: 4, cells: ['multi\nline', 'x'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('refuses a quote in the middle of a cell or text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\nx,ab"c\n')).toThrow('line 2: a quote in the middle of a cell');
    expect(() => parseCsv('a,b\n"x"y,b\n')).toThrow('line 2: text after a closing quote');
  });
});
