/**
 * Calendar dates as the settings and the services write them: ISO `YYYY-MM-DD` strings. They are
 * days, not instants, so they are never turned into a Date at midnight UTC (which would show the
 * day before west of Greenwich); only the browser's "today" comes from a clock, in local time.
 * No valibot here: this module goes into browser bundles.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(iso: string): [number, number, number] {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`not a date YYYY-MM-DD: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar day written YYYY-MM-DD (2025-02-29 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = parts(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The local calendar day of `now` (the visitor's, in the browser), as YYYY-MM-DD. */
export function isoDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/**
 * "31-07-2025": how the college's notices write a date, and so every page, printout and mail of
 * the portal, in English and in Hindi alike. An instant is the college's day first (the service
 * kit's `collegeTime(iso, 'day')`), never the UTC day of its ISO string.
 */
export function formatIndianDate(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/**
 * A date as people here type it, day first: 14-05-2006, 14/05/2006, 14.05.2006, 14 05 2006, 4-5-2006
 * or 14052006; a browser's date picker gives 2006-05-14. The real calendar day as YYYY-MM-DD, or null
 * (never a guess: 12032007 is 12 March 2007, and 31022007 is no day).
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (ISO_DATE.test(value)) return isIsoDate(value) ? value : null;
  const match = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The months' names in English and Hindi (the records' attendance sheets take the English ones). */
export const MONTH_NAMES = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;

/** "14 May 2006" ("14 मई 2006"): the day read back with its month named, so a swapped day and month shows. */
export function spelledDate(iso: string, lang: 'en' | 'hi' = 'en'): string {
  const [year, month, day] = parts(iso);
  return `${day} ${MONTH_NAMES[lang][month - 1]} ${year}`;
}

/** The day `days` after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = parts(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type WindowStatus = 'upcoming' | 'open' | 'closed';

/** Where `today` (YYYY-MM-DD) falls in a date window; both end days count as open. */
export function windowStatus(window: { opens: string; closes: string }, today: string): WindowStatus {
  if (today < window.opens) return 'upcoming';
  if (today > window.closes) return 'closed';
  return 'open';
}
