import { prospectusPath } from '@college/info-service/contract';
import { SITE } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';

/** Courses open for admission and their subjects (spec §2, Home). */
export type CourseSubjects = { course: string; subjects: readonly string[] };

// The admission year and its registration window come from the college's settings.
const { year, registration } = SITE.admission;

export const ADMISSION_YEAR = year;

/** Registration (URN generation) window, as dd-mm-yyyy for display and ISO for <time> and comparison. */
export const REGISTRATION = {
  opens: { label: formatIndianDate(registration.opens), iso: registration.opens },
  closes: { label: formatIndianDate(registration.closes), iso: registration.closes },
} as const;

export const PROSPECTUS_URL = prospectusPath(year);

export const COURSE_SUBJECTS: readonly CourseSubjects[] = [
  {
    course: 'B.A.',
    subjects: [
      'Hindi',
      'English',
      'Sanskrit',
      'Home Science',
      'Geography',
      'Political Science',
      'Sociology',
      'Physical Education',
      'Education',
      'Military Science',
      'Arts & Drawing',
      'Music',
      'Psychology',
      'Urdu',
    ],
  },
  { course: 'B.Sc.', subjects: ['Botany', 'Chemistry', 'Zoology', 'Physics', 'Mathematics'] },
  { course: 'M.A.', subjects: ['Hindi', 'Home Science', 'Sociology', 'Education'] },
];
