import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { KEEP_REPLACED_FILES_DAYS, keepReplacedFiles } from './rspack';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-replaced-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("keeps a replaced build's hashed files for a week, and nothing else", () => {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const write = (name: string, ageDays: number) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    const at = new Date(now - ageDays * day);
    fs.utimesSync(file, at, at);
  };
  write('2032.c6ebcabf49.js', 1);
  write('2032.c6ebcabf49.js.br', 1);
  write('__federation_expose_Home.458977cf4b.css.gz', KEEP_REPLACED_FILES_DAYS - 1);
  write('assets/sports.87b0b37b68.svg', 2);
  write('7613.37407b4730.js', KEEP_REPLACED_FILES_DAYS + 1);
  write('remoteEntry.js', 0);
  write('mf-manifest.json', 0);
  write('ssr/Contact.html', 0);

  const keep = keepReplacedFiles(dir, now);
  expect(keep('2032.c6ebcabf49.js')).toBe(true);
  expect(keep('2032.c6ebcabf49.js.br')).toBe(true);
  expect(keep('__federation_expose_Home.458977cf4b.css.gz')).toBe(true);
  expect(keep('assets/sports.87b0b37b68.svg')).toBe(true);
  // Older than a week: gone with this build.
  expect(keep('7613.37407b4730.js')).toBe(false);
  // The files that name the others are the new build's only.
  expect(keep('remoteEntry.js')).toBe(false);
  expect(keep('mf-manifest.json')).toBe(false);
  expect(keep('ssr/Contact.html')).toBe(false);
  expect(keep('0000.0000000000.js')).toBe(false);
});
