import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 016: in a production page a catalogue holds only the page's language, and only once the
 * page's language pack has arrived. Browser code that reads a language of an imported catalogue
 * directly (`messages.en`, `Object.hasOwn(terms.en, …)`) works in tests and in Node and breaks in
 * the browser, so it is refused here; ask the formatter instead (`useCatalogue(messages).intl.messages`).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BROWSER_CODE = [
  'shell/src',
  'design-system/src',
  ...fs.readdirSync(path.join(ROOT, 'remotes')).map((name) => `remotes/${name}/src`),
];
const SKIP = /(\.test\.tsx?|\.stories\.tsx|\.d\.ts)$|[\\/](testing|prerender)[\\/]|prerender\.tsx$/;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !SKIP.test(full) ? [full] : [];
  });
}

describe('catalogues in browser code', () => {
  it('no file reads a language of an imported catalogue directly (types aside)', () => {
    const found: string[] = [];
    for (const file of BROWSER_CODE.flatMap((dir) => sources(path.join(ROOT, dir)))) {
      const text = fs.readFileSync(file, 'utf8');
      const names = [...text.matchAll(/^import\s+(\w+)\s+from\s+'[^']+\.messages\.json'/gm)].map((match) => match[1]!);
      for (const name of names) {
        // `typeof messages.en` / `(typeof messages)['en']` are types; anything else reads the value.
        const reads = new RegExp(`(?<!typeof\\s)(?<!typeof\\s\\()\\b${name}(\\.(en|hi)\\b|\\[['"](en|hi)['"]\\])`, 'g');
        for (const match of text.matchAll(reads)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${path.relative(ROOT, file)}:${line}: ${match[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('no words are computed when a module loads (its catalogue is still empty then)', () => {
    const found: string[] = [];
    for (const file of BROWSER_CODE.flatMap((dir) => sources(path.join(ROOT, dir)))) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // A statement at the top of a file that formats messages, or asks a words-in-a-language helper.
        if (/^(export\s+)?(const|let)\s+\w+.*=.*(\btranslator\(|\bintlFor\(|\w+\((['"])(en|hi)\4\))/.test(line))
          found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
