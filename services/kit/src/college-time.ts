// Shared by browser code (the office remote) and services: no imports.
/**
 * The college's clock for people: instants are stored and sent as UTC ISO strings, and shown (and
 * written into CSV files) in the college's time zone, as DD-MM-YYYY like every date of the portal.
 * The settings name no time zone, so it is India's: Asia/Kolkata keeps no summer time, so a fixed
 * UTC+05:30 is exact, the same in every browser and in Node, without loading Intl's zone data.
 */

export const COLLEGE_TIME_ZONE = 'Asia/Kolkata';
/** What a time in the college's zone is followed by. */
export const COLLEGE_TIME_LABEL = 'IST';
const OFFSET_MS = (5 * 60 + 30) * 60_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * How collegeTime writes an instant: `stamp`, the day, the time to the second and the zone (the
 * audit log); `minute`, the day, the time to the minute and the zone (a table or printout that
 * says when something was done); `day`, the day alone as DD-MM-YYYY ("received on …"); `clock`,
 * the time alone as HH:MM, for a table or CSV whose day is in a column of its own and whose zone
 * its heading says (the fee collection report).
 */
export type CollegeTimeFormat = 'stamp' | 'minute' | 'day' | 'clock';

/**
 * "06-12-2026 14:05:09 IST" for 2026-12-06T08:35:09Z ("06-12-2026 14:05 IST" as a `minute`,
 * "06-12-2026" as a `day`, "14:05" as a `clock`); what it was given when it is no instant.
 */
export function collegeTime(iso: string, format: CollegeTimeFormat = 'stamp'): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const d = new Date(at + OFFSET_MS);
  const clock = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (format === 'clock') return clock;
  const day = `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
  if (format === 'day') return day;
  if (format === 'minute') return `${day} ${clock} ${COLLEGE_TIME_LABEL}`;
  return `${day} ${clock}:${pad(d.getUTCSeconds())} ${COLLEGE_TIME_LABEL}`;
}

/** The college's calendar day (YYYY-MM-DD) at an instant (a Date, or a stored ISO time): for a file's name, a report's day. */
export function collegeDay(at: Date | string): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant (UTC ISO) a college day starts: 2026-01-06 → 2026-01-05T18:30:00.000Z. */
export function collegeDayStart(day: string): string {
  if (!ISO_DAY.test(day)) throw new Error(`not a date YYYY-MM-DD: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The last millisecond (UTC ISO) of a college day: 2026-01-06 → 2026-01-06T18:29:59.999Z. */
export function collegeDayEnd(day: string): string {
  return new Date(Date.parse(collegeDayStart(day)) + 86_400_000 - 1).toISOString();
}
