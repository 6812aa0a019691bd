import { describe, expect, it } from 'vitest';
import { daysBetween, formatIndianDate, isIsoDate, isoDay, parseTypedDate, spelledDate } from '../src/dates';

describe('settings dates', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(['2025-07-31', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-13-01', '2025-7-31', '31-07-2025', '2025-07-31T00:00'].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("takes today from the visitor's own clock, not UTC", () => {
    // 00:30 on 1 May in the local zone is still 30 April in UTC east of Greenwich (e.g. India).
    expect(isoDay(new Date(2025, 4, 1, 0, 30))).toBe('2025-05-01');
    expect(isoDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('counts whole days across months, leap days and years', () => {
    expect(daysBetween('2025-03-11', '2025-04-10')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2025-04-10', '2025-04-09')).toBe(-1);
  });

  it('writes dates as the college does on every page and printout: 31-07-2025', () => {
    expect(formatIndianDate('2025-07-31')).toBe('31-07-2025');
    expect(formatIndianDate('2024-12-01')).toBe('01-12-2024');
    expect(() => formatIndianDate('12-03-2025')).toThrow('not a date YYYY-MM-DD: 12-03-2025');
  });
});

describe('a date as people type it, day first', () => {
  it('reads day-month-year in the usual ways, and the ISO form of a date picker', () => {
    for (const typed of [
      '12-03-2007',
      '12/03/2007',
      '12.03.2007',
      '12 03 2007',
      '12032007',
      ' 12-3-2007 ',
      '2007-03-12',
    ]) {
      expect(parseTypedDate(typed), typed).toBe('2007-03-12');
    }
  });

  it('never guesses: no day that does not exist, no month-first reading, no two-digit year', () => {
    for (const typed of ['31-02-2007', '13-13-2007', '03/31/2007', '12-03-07', '1203207', '12-03-2007x', '']) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
  });

  it('reads the day back with its month named, in English and Hindi', () => {
    expect(spelledDate('2007-03-12')).toBe('12 March 2007');
    expect(spelledDate('2007-03-12', 'hi')).toBe('12 मार्च 2007');
  });
});
