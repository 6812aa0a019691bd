/** Courses open for admission in A.Y. 2025-26 and their subjects (spec §2, Home). */
export type CourseSubjects = { course: string; subjects: readonly string[] };

export const ADMISSION_YEAR = '2025-26';

/** Registration (URN generation) window, as dd-mm-yyyy for display and ISO for <time>. */
export const REGISTRATION = {
  opens: { label: '01-05-2025', iso: '2025-05-01' },
  closes: { label: '31-07-2025', iso: '2025-07-31' },
} as const;

export const PROSPECTUS_URL = '/uploads/docs/college/prospectus-2025-26.pdf';

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
