import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, EXIT_FAILED, EXIT_OK, EXIT_USAGE, toCsv } from '@college/service-kit';
import { runExport } from '../src/cli/export-command';
import { COMPLAINT_PATH, CONTACT_PATH, FEEDBACK_PATH, SAMARTH_PATH } from '../src/contract';
import { SUBMISSION_KINDS } from '../src/plugins/submissions-repository';
import { formData, makeTempDir, PNG, postMultipart, removeDir, startInfo, tableRows } from './helpers';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
const entryPoint = path.join(serviceDir, 'src', 'cli', 'export.ts');
const tsx = path.join(serviceDir, 'node_modules', '.bin', 'tsx');

/** A small RFC 4180 reader, to check that what the export writes reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') {
      if (cell !== '') throw new Error(`stray quote at ${i}`);
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`bare line break outside quotes at ${i}`);
    } else cell += char;
  }
  if (quoted) throw new Error('unterminated quote');
  if (cell !== '' || row.length > 0) throw new Error('last record not ended with CRLF');
  return rows;
}

describe('csvCell / toCsv', () => {
  it('leaves plain text alone and writes empty cells for null and undefined', () => {
    expect(csvCell('Asha Devi')).toBe('Asha Devi');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(csvCell('आशा देवी')).toBe('आशा देवी');
  });

  it('quotes cells with a comma, quote, CR or LF and doubles the quotes', () => {
    expect(csvCell('Rampur, Post Office Road')).toBe('"Rampur, Post Office Road"');
    expect(csvCell('She said "thanks"')).toBe('"She said ""thanks"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell("'); DROP TABLE feedback;--")).toBe("'); DROP TABLE feedback;--");
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+', '+91 98765 43210', `"'+91 98765 43210"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['tab', '\t=1+1', `"'\t=1+1"`],
    ['CR', '\r=1+1', `"'\r=1+1"`],
    // Quoted as well: the writer (papaparse) quotes every cell it defuses.
  ])('defuses a cell starting with %s by prefixing an apostrophe', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('does not prefix formula characters that are not at the start', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('x@example.in')).toBe('x@example.in');
    // Quoted for its leading space, which some readers would otherwise trim.
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('writes a header row and one CRLF-ended row per record, in column order', () => {
    const csv = toCsv(
      ['id', 'name', 'note'],
      [
        { note: 'first', id: 1, name: 'A' },
        { id: 2, name: 'B, C', note: null },
      ],
    );
    expect(csv).toBe('id,name,note\r\n1,A,first\r\n2,"B, C",\r\n');
    expect(toCsv(['id', 'name'], [])).toBe('id,name\r\n');
  });

  it('round-trips awkward text through an RFC 4180 reader', () => {
    const values = ['a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', '', 'plain', '"', ',', '\n'];
    const csv = toCsv(
      ['v'],
      values.map((v) => ({ v })),
    );
    expect(parseCsv(csv)).toEqual([['v'], ...values.map((v) => [v])]);
  });
});

describe('export command', () => {
  let dataDir: string;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    dataDir = await makeTempDir('info-export-');
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await removeDir(dataDir);
  });

  function run(argv: string[], env: Record<string, string | undefined> = { DATA_DIR: dataDir }) {
    let stdout = '';
    let stderr = '';
    const code = runExport(argv, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  const awkward = {
    stu_name: 'Kumar, Ravi "Raju"',
    adm_no: '=HYPERLINK("http://evil.example","Open")',
    phone: '+91 98765 43210',
    address: 'House 12,\nVillage Rampur\r\nDistrict X',
    message: '@SUM(1+1) and -1',
  };

  async function storeSamples() {
    app = await startInfo(dataDir);
    const post = (url: string, payload: Record<string, string>) => app!.inject({ method: 'POST', url, payload });
    expect(
      (await post(FEEDBACK_PATH, { stu_name: 'Asha', adm_no: '1', phone: '2', address: 'Rampur', message: 'Thanks' }))
        .statusCode,
    ).toBe(200);
    expect((await post(FEEDBACK_PATH, awkward)).statusCode).toBe(200);
    expect(
      (await post(COMPLAINT_PATH, { stu_name: 'Ravi', email: 'r@example.in', message: 'Fan broken' })).statusCode,
    ).toBe(200);
    expect(
      (await post(CONTACT_PATH, { stu_name: 'Meena', email: 'm@example.in', message: 'M.A. dates?' })).statusCode,
    ).toBe(200);
    const upload = await postMultipart(
      app,
      SAMARTH_PATH,
      formData({ uhi_number: 'UHI-1', admission: 'A-1', image: { bytes: PNG, name: 'photo.png', type: 'image/png' } }),
    );
    expect(upload.statusCode).toBe(200);
    return app;
  }

  it('prints the stored feedback as CSV with a header row, quoting and formula protection', async () => {
    await storeSamples();
    const { code, stdout, stderr } = run(['feedback']);
    expect(code).toBe(EXIT_OK);
    expect(stderr).toBe('');

    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(['id', 'created_at', 'stu_name', 'adm_no', 'phone', 'address', 'message']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '1',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      'Asha',
      '1',
      '2',
      'Rampur',
      'Thanks',
    ]);
    expect(rows[2].slice(2)).toEqual([
      'Kumar, Ravi "Raju"',
      `'=HYPERLINK("http://evil.example","Open")`,
      "'+91 98765 43210",
      // Trimmed on the way in; the inner line breaks are kept.
      'House 12,\nVillage Rampur\r\nDistrict X',
      "'@SUM(1+1) and -1",
    ]);
    // The raw text, as a spreadsheet would receive it.
    expect(stdout).toContain(
      `"Kumar, Ravi ""Raju""","'=HYPERLINK(""http://evil.example"",""Open"")","'+91 98765 43210",`,
    );
  });

  it('prints JSON with the exact stored text when asked', async () => {
    await storeSamples();
    for (const argv of [
      ['feedback', '--format', 'json'],
      ['--format=json', 'feedback'],
      ['feedback', '-f', 'json'],
    ]) {
      const { code, stdout } = run(argv);
      expect(code, argv.join(' ')).toBe(EXIT_OK);
      const rows = JSON.parse(stdout);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({ id: 2, ...awkward, address: 'House 12,\nVillage Rampur\r\nDistrict X' });
    }
  });

  it('exports every kind with its own columns', async () => {
    await storeSamples();
    const headers: Record<string, string[]> = {};
    for (const kind of SUBMISSION_KINDS) {
      const { code, stdout } = run([kind, '--format', 'csv']);
      expect(code, kind).toBe(EXIT_OK);
      const rows = parseCsv(stdout);
      expect(rows, kind).toHaveLength(kind === 'feedback' ? 3 : 2);
      headers[kind] = rows[0];
    }
    expect(headers).toEqual({
      feedback: ['id', 'created_at', 'stu_name', 'adm_no', 'phone', 'address', 'message'],
      complaints: ['id', 'created_at', 'stu_name', 'email', 'message'],
      contact: ['id', 'created_at', 'stu_name', 'email', 'message'],
      samarth: ['id', 'created_at', 'uhi_number', 'admission', 'stored_file', 'original_size', 'detected_kind'],
    });
    const [, samarth] = parseCsv(run(['samarth']).stdout);
    // The size of the file kept (re-encoded by the kit's file check), which is what a reader opens.
    expect(samarth.slice(2)).toEqual([
      'UHI-1',
      'A-1',
      expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      expect.stringMatching(/^\d+$/),
      'png',
    ]);
    expect(samarth[5]).toBe(String(tableRows(app!, 'samarth_verifications')[0].original_size));
  });

  it('prints only the header for an empty table', async () => {
    app = await startInfo(dataDir);
    expect(run(['complaints'])).toEqual({
      code: EXIT_OK,
      stdout: 'id,created_at,stu_name,email,message\r\n',
      stderr: '',
    });
    expect(run(['contact', '--format', 'json'])).toEqual({ code: EXIT_OK, stdout: '[]\n', stderr: '' });
  });

  it.each([
    ['an unknown table', ['students'], /Unknown table "students"/],
    ['no table', [], /Name the table to export/],
    ['an unknown format', ['feedback', '--format', 'xlsx'], /Unknown format "xlsx"/],
    ['an unknown option', ['feedback', '--output', 'x.csv'], /Unknown option/],
    ['a second table', ['feedback', 'complaints'], /Unexpected argument "complaints"/],
  ])('prints usage on stderr and exits with 2 for %s', async (_label, argv, problem) => {
    app = await startInfo(dataDir);
    const { code, stdout, stderr } = run(argv);
    expect(code).toBe(EXIT_USAGE);
    expect(stdout).toBe('');
    expect(stderr).toMatch(problem);
    expect(stderr).toContain(
      'Usage: pnpm -s --filter @college/info-service export <feedback|complaints|contact|samarth>',
    );
  });

  it('refuses to run on a folder without a database, and creates none', () => {
    const { code, stdout, stderr } = run(['feedback']);
    expect(code).toBe(EXIT_FAILED);
    expect(stdout).toBe('');
    expect(stderr).toContain(path.join(dataDir, 'info', 'db.sqlite'));
    expect(existsSync(path.join(dataDir, 'info'))).toBe(false);
  });

  it('runs as a command: CSV on stdout with exit 0, usage on stderr with exit 2', async () => {
    await storeSamples();
    await app!.close();
    app = undefined;
    const command = (args: string[], env: Record<string, string>, cwd = serviceDir) =>
      spawnSync(tsx, [entryPoint, ...args], {
        cwd,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });

    const ok = command(['contact'], { DATA_DIR: dataDir });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(parseCsv(ok.stdout)).toEqual([
      ['id', 'created_at', 'stu_name', 'email', 'message'],
      ['1', expect.any(String), 'Meena', 'm@example.in', 'M.A. dates?'],
    ]);

    const bad = command(['everything'], { DATA_DIR: dataDir });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('Usage:');

    // Without DATA_DIR the database is looked for in ./data, from the current folder.
    const cwd = path.join(dataDir, 'elsewhere');
    await mkdir(cwd);
    const relative = command(['complaints'], { DATA_DIR: '' }, cwd);
    expect(relative.status).toBe(1);
    expect(relative.stderr).toContain(path.join(cwd, 'data', 'info', 'db.sqlite'));
    // A relative DATA_DIR is resolved from the current folder too.
    const explicit = command(['complaints', '--format', 'json'], { DATA_DIR: '..' }, cwd);
    expect(explicit.status).toBe(0);
    expect(JSON.parse(explicit.stdout)).toMatchObject([{ stu_name: 'Ravi', message: 'Fan broken' }]);
  }, 120_000);
});
