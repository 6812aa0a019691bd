import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from '../src/index';

describe('csvCell', () => {
  it('makes a cell that a spreadsheet would run as a formula plain text, full-width signs included', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(csvCell(`${start}HYPERLINK("http://x")`), JSON.stringify(start)).toMatch(/^"?'/);
    }
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('Asha = topper')).toBe('Asha = topper');
  });

  it('round-trips through the reader', () => {
    const text = toCsv(['name', 'note'], [{ name: '＝cmd|calc', note: 'line 1\nline "2"' }]);
    expect(parseCsv(text).map((record) => record.cells)).toEqual([
      ['name', 'note'],
      ["'＝cmd|calc", 'line 1\nline "2"'],
    ]);
  });
});
