// The form's check, loaded at the first submit (or when the applicant starts typing): the schema,
// valibot and the resolver are not needed to show the form, and a phone should not pay for them
// before the page is live.
import * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { allProblems } from '@college/remote-kit';
import {
  APPLICANT_FILE_FIELDS,
  APPLICANT_FILES,
  applicantEntries,
  type ApplicantFileField,
  type Course,
  type CourseLevel,
  crossFieldCheck,
  dropHidden,
  MISSING_FILE,
  isFileWanted,
  majorIssues,
  passingYearIssues,
  takesOneMajor,
} from '@college/admissions-service/contract';
import { fileSchema, firstFile, type FileValue } from '../shared/file-rules';
import { ADMISSION_YEAR } from './admission-year';
import { courseById } from './lookups';

const fileEntries = Object.fromEntries(
  APPLICANT_FILE_FIELDS.map((field) => [field, fileSchema(APPLICANT_FILES[field])]),
) as {
  [K in ApplicantFileField]: ReturnType<typeof fileSchema>;
};

/** The service's fields (same messages) plus the uploads, with the service's size limits. */
const formFields = v.object({ ...applicantEntries, ...fileEntries });

/** What the inputs hold: strings, and FileLists for the uploads. */
export type ApplicationFormValues = v.InferInput<typeof formFields>;

/** The courses the form checks against: each one's level decides how many majors it takes. */
type CourseLevels = readonly Pick<Course, 'id' | 'level'>[];

const levelIn = (courses: CourseLevels, values: unknown): CourseLevel | undefined => {
  const course = (values as { course?: unknown } | null)?.course;
  return courseById(courses, typeof course === 'string' ? course.trim() : undefined)?.level;
};

/** The service's majorIssues for the chosen course's level (none while the course is unknown, as there). */
function majorCheck<T extends Record<string, unknown>>(courses: CourseLevels) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const values = input as Record<string, unknown>;
    const level = levelIn(courses, values);
    if (!level) return;
    const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
    // A field whose own rule already failed keeps that one message.
    const flagged = new Set((dataset.issues ?? []).map((issue) => v.getDotPath(issue)));
    for (const { key, message } of majorIssues(
      { major_secund: text('major_secund'), major_theard: text('major_theard') },
      level,
    )) {
      if (!flagged.has(key))
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
    }
  });
}

/** The service's passingYearIssues with the settings' admission year (a year already refused keeps its message). */
function passingYearCheck<T extends Record<string, unknown>>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const values = input as Record<string, unknown>;
    const year = typeof values.qual_year === 'string' ? values.qual_year.trim() : undefined;
    const flagged = new Set((dataset.issues ?? []).map((issue) => v.getDotPath(issue)));
    for (const { key, message } of passingYearIssues({ qual_year: year }, ADMISSION_YEAR)) {
      if (!flagged.has(key))
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
    }
  });
}

/**
 * The form's check with the current courses list: the service's schema (same fields, messages and
 * cross-field rules, majorIssues with the chosen course's level) plus the uploads. The majors a
 * one-subject course hides are checked as not sent, as the service will see them. Which documents
 * are required depends on the answers: missingDocuments.
 */
export function applicationFormSchema(courses: CourseLevels) {
  const oneMajor = (values: unknown) => takesOneMajor(levelIn(courses, values));
  return v.pipe(
    v.custom<ApplicationFormValues>((input) => typeof input === 'object' && input !== null),
    v.transform((values): ApplicationFormValues =>
      oneMajor(values) ? { ...values, major_secund: undefined, major_theard: undefined } : values,
    ),
    formFields,
    crossFieldCheck(),
    majorCheck(courses),
    passingYearCheck(),
    // Hidden fields and documents are not sent.
    v.transform((values) => {
      const kept = dropHidden(values);
      // The majors a one-subject course hides are not sent: the service reads them as N/A.
      if (oneMajor(values)) {
        kept.major_secund = '';
        kept.major_theard = '';
      }
      const level = levelIn(courses, values);
      for (const field of APPLICANT_FILE_FIELDS) if (!isFileWanted(field, values, level)) kept[field] = undefined;
      return kept;
    }),
  );
}

export type ApplicationFormOutput = v.InferOutput<ReturnType<typeof applicationFormSchema>>;

/**
 * Every document the form shows is required: the file check run with the schema (allProblems). The
 * course's level decides the qualifying examination's marksheet.
 */
export const missingDocuments =
  (courses: CourseLevels) =>
  (values: ApplicationFormValues): Partial<Record<ApplicantFileField, string>> => {
    const conditions = { handicap: values.handicap ?? '', category: values.category ?? '', tc: values.tc ?? '' };
    const level = levelIn(courses, values);
    const missing = APPLICANT_FILE_FIELDS.filter(
      (field) => isFileWanted(field, conditions, level) && !firstFile(values[field] as FileValue),
    );
    return Object.fromEntries(missing.map((field) => [field, MISSING_FILE[field]]));
  };

/** The form's resolver with the current courses list: every problem at once, missing documents included. */
export const formResolver = (courses: CourseLevels): Resolver<ApplicationFormValues, unknown, ApplicationFormOutput> =>
  valibotResolver(allProblems(applicationFormSchema(courses), { files: missingDocuments(courses) }));

/** The type names the form's text fields by (erased: importing it loads nothing). */
export type TextFieldName = keyof typeof applicantEntries;
