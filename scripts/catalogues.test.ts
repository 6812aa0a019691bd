import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Issue 23: every catalogue (`*.messages.json`: each part's messages, written once in both
 * languages) has every id in English and in Hindi, each message is valid ICU, both languages use the
 * same values and tags, and the Hindi is Hindi (Devanagari), so no page falls back to an id or to
 * English.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'storybook-static', '.tmp', 'data']);

function catalogues(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogues(full);
    return entry.name.endsWith('.messages.json') ? [full] : [];
  });
}

/** The argument and tag names a message uses, so both languages can be compared. */
function names(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.tag) names(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) names(option.value, found);
    }
  }
  return found;
}

const files = catalogues();
/**
 * Catalogues in Hindi only, whose English is written elsewhere: the route table's titles (its
 * Hindi titles travel in the Hindi language pack alone; shell/src/routes/route-table.test.ts checks
 * them against the table).
 */
const HINDI_ONLY = new Set(['shell/src/routes/route-titles.messages.json']);

describe('message catalogues', () => {
  it('are found in the parts that have pages', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = path.relative(ROOT, file);
    it(`${name}: both languages, the same ids, valid ICU, the same values and tags`, () => {
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
      if (HINDI_ONLY.has(name)) {
        expect(Object.keys(catalogue)).toEqual(['hi']);
        for (const [id, hindi] of Object.entries(catalogue.hi!)) {
          expect(hindi.trim(), `${name} hi.${id}`).not.toBe('');
          expect(() => parse(hindi), `${name} hi.${id}`).not.toThrow();
        }
        return;
      }
      expect(Object.keys(catalogue).sort()).toEqual(['en', 'hi']);
      expect(Object.keys(catalogue.hi!).sort(), `${name}: Hindi ids`).toEqual(Object.keys(catalogue.en!).sort());
      for (const [id, english] of Object.entries(catalogue.en!)) {
        const hindi = catalogue.hi![id]!;
        expect(english.trim(), `${name} en.${id}`).not.toBe('');
        expect(hindi.trim(), `${name} hi.${id}`).not.toBe('');
        const [enNames, hiNames] = [names(parse(english)), names(parse(hindi))];
        expect([...hiNames].sort(), `${name} ${id}: values and tags`).toEqual([...enNames].sort());
      }
    });
  }

  it('Hindi messages are written in Devanagari (a copied English text would show through)', () => {
    const english: string[] = [];
    for (const file of files) {
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
      for (const [id, hindi] of Object.entries(catalogue.hi ?? {})) {
        // Text outside {values} and <tags>: a message that is only a value, a code or a name is fine.
        const words = hindi.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?[a-zA-Z]+>/g, ' ');
        if (/[a-z]{3,}/.test(words) && !/[\u0900-\u097F]/.test(words))
          english.push(`${path.relative(ROOT, file)} ${id}: ${hindi}`);
      }
    }
    expect(english).toEqual([]);
  });
});
