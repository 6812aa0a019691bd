import { describe, expect, it } from 'vitest';
import { admissionStatus } from './admission-status';

const window = { opens: '2025-05-01', closes: '2025-07-31' };

describe('admissionStatus', () => {
  it.each([
    ['2024-12-31', 'upcoming'],
    ['2025-04-30', 'upcoming'],
    ['2025-05-01', 'open'],
    ['2025-06-15', 'open'],
    ['2025-07-31', 'open'],
    ['2025-08-01', 'closed'],
    // Today: the 2025-26 window is long over.
    ['2026-11-22', 'closed'],
  ])('on %s the window 01-05-2025 to 31-07-2025 is %s', (today, status) => {
    expect(admissionStatus(window, today)).toBe(status);
  });

  it('treats a one-day window as open on that day only', () => {
    const oneDay = { opens: '2026-01-10', closes: '2026-01-10' };
    expect([
      admissionStatus(oneDay, '2026-01-09'),
      admissionStatus(oneDay, '2026-01-10'),
      admissionStatus(oneDay, '2026-01-11'),
    ]).toEqual(['upcoming', 'open', 'closed']);
  });

  it('compares calendar days across month and year ends', () => {
    const window = { opens: '2025-12-31', closes: '2026-01-01' };
    expect(admissionStatus(window, '2025-12-30')).toBe('upcoming');
    expect(admissionStatus(window, '2026-01-01')).toBe('open');
    expect(admissionStatus(window, '2026-01-02')).toBe('closed');
  });
});
