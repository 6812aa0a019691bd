import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, ONE_LINE_MESSAGE, requiredText } from '../src/text-rules';

describe('text rules shared by the contracts', () => {
  it('import nothing but valibot (and the bilingual register), so every remote can bundle them', async () => {
    const source = await readFile(new URL('../src/text-rules.ts', import.meta.url), 'utf8');
    const imports = [
      ...source.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    // ./bilingual is the contracts' Hindi register: it imports nothing at all.
    expect(imports).toEqual(['valibot', './bilingual']);
  });

  it('refuse control characters: any in one line, all but tab and line breaks in many', () => {
    const messageOf = (schema: v.GenericSchema<unknown, unknown>, value: string) => {
      const result = v.safeParse(schema, value);
      return result.success ? undefined : result.issues[0].message;
    };
    const line = requiredText('Fill value', 50);
    const lines = requiredText('Fill value', 50, 'many');
    expect(messageOf(line, 'Asha\nVerma')).toBe(ONE_LINE_MESSAGE);
    expect(messageOf(line, 'Asha\u0000')).toBe(ONE_LINE_MESSAGE);
    expect(messageOf(line, 'Asha Verma')).toBeUndefined();
    expect(messageOf(lines, 'Ward 4\r\nVillage road\tnear the well')).toBeUndefined();
    expect(messageOf(lines, 'Ward 4\u0000')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(lines, 'Ward 4\u009b')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(line, '   ')).toBe('Fill value');
    expect(messageOf(line, 'a'.repeat(51))).toBe('Please use at most 50 characters');
  });
});
