import { prospectusPath } from '@college/info-service/contract';
import type { Lang } from '@college/design-system';
import { ADMISSION, nameIn, SITE } from '@college/remote-kit';
import type { CourseLevel, CourseSettings } from '@college/settings';
import { formatIndianDate } from '@college/settings/dates';

/** Courses open for admission and their subjects, as the home page's admission notice lists them. */
export type CourseSubjects = { course: string; subjects: readonly string[] };

// The admission year, its registration window and the courses come from the college's settings:
// the same list the admission form offers and the service checks.
const { year, registration, courses } = ADMISSION;

export const ADMISSION_YEAR = year;

/** The online application window, as dd-mm-yyyy for display and ISO for <time> and comparison. */
export const REGISTRATION = {
  opens: { label: formatIndianDate(registration.opens), iso: registration.opens },
  closes: { label: formatIndianDate(registration.closes), iso: registration.closes },
} as const;

export const PROSPECTUS_URL = prospectusPath(year);

export const COURSE_SUBJECTS: readonly CourseSubjects[] = courses.map((course) => ({
  course: course.name,
  subjects: course.subjects.map((subject) => subject.name),
}));

export const coursesOf = (level: CourseLevel): readonly CourseSettings[] => courses.filter((course) => course.level === level);

/** A course's seats: its own number, or its subjects' added up. */
export const seatsOf = (course: CourseSettings) => course.seats ?? course.subjects.reduce((sum, subject) => sum + (subject.seats ?? 0), 0);

/** "B.A., B.Sc. and M.A." ("बी.ए., बी.एससी. एवं एम.ए." on a Hindi page: the settings' Hindi names). */
export const courseList = (list: readonly CourseSettings[] = courses, lang: Lang = 'en') => {
  const names = list.map((course) => nameIn(course.name, lang));
  const and = lang === 'hi' ? 'एवं' : 'and';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '');
};
