/**
 * A demo settings file ("demo": true) is dated around the day it is loaded, so a newcomer finds the
 * registration and recruitment windows open and nothing a year stale; a college's own file
 * ("demo": false) keeps its dates. See docs/decisions/007-demo-dates.md. No valibot: pure data.
 */
import { addDays, daysBetween } from './dates';
import type { CollegeSettings } from './schema';

/** Where the demo windows sit around the day of loading: opened 20 days ago, close in 40. */
export const DEMO_WINDOW = { openedDaysAgo: 20, closesInDays: 40 } as const;

/** The academic year a registration closing on `closes` admits to: it starts in April to March's year. */
export function academicYearOf(closes: string): string {
  const year = Number(closes.slice(0, 4)) - (Number(closes.slice(5, 7)) < 4 ? 1 : 0);
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The settings with the demo windows placed around `today` (YYYY-MM-DD): both windows opened
 * DEMO_WINDOW.openedDaysAgo days before and close DEMO_WINDOW.closesInDays after it, the interview
 * as many days after the close as in the file, the admission year the one that window admits to,
 * and a year in the recruitment title (English and Hindi alike) the year it opens. Anything else,
 * and a non-demo file, as is.
 */
export function placeDemoDates<T extends Pick<CollegeSettings, 'demo' | 'admission' | 'recruitment' | 'hi'>>(
  settings: T,
  today: string,
): T {
  if (!settings.demo) return settings;
  const opens = addDays(today, -DEMO_WINDOW.openedDaysAgo);
  const closes = addDays(today, DEMO_WINDOW.closesInDays);
  const { recruitment, admission } = settings;
  const interviewGap = daysBetween(recruitment.closes, recruitment.interview.date);
  const withYear = (title: string) => title.replace(/\b(?:19|20)\d{2}\b/, opens.slice(0, 4));
  return {
    ...settings,
    hi: { ...settings.hi, recruitmentTitle: withYear(settings.hi.recruitmentTitle) },
    admission: { ...admission, year: academicYearOf(closes), registration: { opens, closes } },
    recruitment: {
      ...recruitment,
      title: withYear(recruitment.title),
      opens,
      closes,
      interview: { ...recruitment.interview, date: addDays(closes, interviewGap) },
    },
  };
}
