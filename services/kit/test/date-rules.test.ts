import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, typedDate } from '../src/date-rules';

const birth = typedDate(
  'Enter your date of birth',
  { isValid: (iso) => iso >= '1900-01-01', message: 'Too long ago' },
  { isValid: (iso) => iso < '2010-01-01', message: 'Too young' },
);
const messagesOf = (value: unknown) => {
  const result = v.safeParse(birth, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('date rules shared by the contracts', () => {
  it('import nothing but valibot, the settings’ date helpers and the bilingual register', async () => {
    const source = await readFile(new URL('../src/date-rules.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
    expect(imports).toEqual(['valibot', '@college/settings/dates', './bilingual']);
  });

  it('keep a date typed day first, or picked, as YYYY-MM-DD', () => {
    for (const typed of ['14-05-2006', ' 14/05/2006 ', '14.05.2006', '14052006', '2006-05-14'])
      expect(v.parse(birth, typed), typed).toBe('2006-05-14');
  });

  it('say what is missing, how to write a date, and each refusing rule’s own message', () => {
    expect(messagesOf('')).toEqual(['Enter your date of birth']);
    expect(messagesOf(undefined)).toEqual(['Enter your date of birth']);
    expect(messagesOf('05/31/2006')).toEqual([DATE_FORMAT_MESSAGE]);
    expect(messagesOf('31-02-2006')).toEqual([DATE_FORMAT_MESSAGE]);
    expect(DATE_FORMAT_MESSAGE).toBe('Enter the date as day-month-year, like 14-05-2006');
    expect(messagesOf('01-01-1899')).toEqual(['Too long ago']);
    expect(messagesOf('01-01-2012')).toEqual(['Too young']);
  });
});
