import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  applicantFieldsSchema,
  isPlausibleBirthDate,
  maskAadhaar,
  parseIsoDate,
  paymentFieldsSchema,
  verhoeffDigit,
  verhoeffValid,
  applicantEntries,
  majorIssues,
  NOT_APPLICABLE,
  ONE_SUBJECT_MESSAGE,
  MISSING,
  passingYearIssues,
  qualifyingPercent,
  qualYearLateMessage,
} from '../src/contract';

describe('Verhoeff check digit (Aadhaar)', () => {
  it('matches the published example and catches single-digit errors and swaps', () => {
    expect(verhoeffDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    const number = `23456789012${verhoeffDigit('23456789012')}`;
    expect(verhoeffValid(number)).toBe(true);
    for (let i = 0; i < number.length; i++) {
      const changed = number.slice(0, i) + ((Number(number[i]) + 3) % 10) + number.slice(i + 1);
      expect(verhoeffValid(changed)).toBe(false);
    }
    expect(verhoeffValid(`32456789012${number[11]}`)).toBe(false);
    expect(verhoeffValid('abc')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('1234')).toBe('XXXX XXXX 1234');
  });
});

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('29-02-2024')).toBeNull();
  });

  it('wants a birth date of someone aged 14 to 80 on the day', () => {
    const today = new Date(Date.UTC(2025, 6, 1));
    expect(ageOn(new Date(Date.UTC(2007, 6, 2)), today)).toBe(17);
    expect(isPlausibleBirthDate('2011-07-01', today)).toBe(true);
    expect(isPlausibleBirthDate('2011-07-02', today)).toBe(false);
    expect(isPlausibleBirthDate('1944-07-02', today)).toBe(true);
    expect(isPlausibleBirthDate('1944-07-01', today)).toBe(false);
  });
});

describe('the shared schemas', () => {
  it('payment: cash sends transaction number 0', () => {
    expect(
      v.parse(paymentFieldsSchema, { id: '4', mode: 'cash', amount: '3500', trans_no: 'typed before switching' }),
    ).toEqual({
      id: 4,
      mode: 'cash',
      amount: 3500,
      trans_no: '0',
    });
  });

  it('applicant: reports cross-field problems together with the rest', () => {
    const result = v.safeParse(applicantFieldsSchema, {
      handicap: 'Yes',
      category: 'GEN-EWS',
      major_subfirst: '3',
      major_secund: '3',
    });
    expect(result.success).toBe(false);
    const paths = result.issues?.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(
      expect.arrayContaining(['fname', 'dis_type', 'income_amount', 'caste_no', 'issue_date', 'major_secund']),
    );
  });
});

describe('majorIssues: the majors a course level asks for, the same on the form and the service', () => {
  it('a postgraduate course is one subject: a second or third major is refused, N/A or nothing is right', () => {
    expect(majorIssues({}, 'postgraduate')).toEqual([]);
    expect(majorIssues({ major_secund: '0', major_theard: '0' }, 'postgraduate')).toEqual([]);
    expect(majorIssues({ major_secund: '12', major_theard: '13' }, 'postgraduate')).toEqual([
      { key: 'major_secund', message: ONE_SUBJECT_MESSAGE },
      { key: 'major_theard', message: ONE_SUBJECT_MESSAGE },
    ]);
  });

  it('an undergraduate course needs a second major, the third may be N/A', () => {
    expect(majorIssues({ major_secund: '12', major_theard: '0' }, 'undergraduate')).toEqual([]);
    expect(majorIssues({ major_secund: '0' }, 'undergraduate')).toEqual([
      { key: 'major_secund', message: MISSING.major_secund },
    ]);
  });

  it('takes the form without subjects 2 and 3 (a hidden field is not sent) as N/A', () => {
    const parsed = v.safeParse(applicantEntries.major_secund, undefined);
    expect(parsed.output).toBe(NOT_APPLICABLE);
    expect(v.safeParse(applicantEntries.major_secund, '').success).toBe(false);
  });
});

describe('the qualifying examination', () => {
  it('works out the percentage to two decimals, and none for marks it cannot use', () => {
    expect(qualifyingPercent('412', '500')).toBe('82.40');
    expect(qualifyingPercent('1236', '1800')).toBe('68.67');
    expect(qualifyingPercent('500', '500')).toBe('100.00');
    expect(qualifyingPercent('0', '600')).toBe('0.00');
    // A CGPA of a university marksheet: 7.85 of 10.
    expect(qualifyingPercent('7.85', '10')).toBe('78.50');
    expect(qualifyingPercent('412.5', '500')).toBe('82.50');
    for (const [marks, max] of [
      ['', '500'],
      ['412', ''],
      ['512', '500'],
      ['412', '0'],
      ['41.555', '500'],
      ['abc', '500'],
    ]) {
      expect(qualifyingPercent(marks, max)).toBeNull();
    }
  });

  it('refuses a year of passing after the admission year, and nothing else', () => {
    expect(passingYearIssues({ qual_year: '2025' }, 2025)).toEqual([]);
    expect(passingYearIssues({ qual_year: '2026' }, 2025)).toEqual([
      { key: 'qual_year', message: qualYearLateMessage(2025) },
    ]);
    expect(passingYearIssues({ qual_year: '26' }, 2025)).toEqual([]);
  });
});

describe('the reservation’s categories', () => {
  it('are the form’s categories but General (unreserved), spelt alike, so a share always names a category applicants choose', async () => {
    const { RESERVED_CATEGORIES } = await import('@college/settings/schema');
    const { CATEGORIES } = await import('../src/contract');
    expect([...RESERVED_CATEGORIES].sort()).toEqual(CATEGORIES.filter((category) => category !== 'General').sort());
  });
});
