import { type Lookup, useLookup } from '@college/remote-kit';
import {
  CO_CURRICULAR_SUBJECTS_PATH,
  type Course,
  COURSES_PATH,
  coursesResponseSchema,
  DISTRICTS_PATH,
  MAJOR_SUBJECTS_PATH,
  MINOR_SUBJECTS_PATH,
  placesResponseSchema,
  STATES_PATH,
  statesResponseSchema,
  SUB_DISTRICTS_PATH,
  subjectsResponseSchema,
  VOCATIONAL_SUBJECTS_PATH,
  withId,
} from '@college/admissions-service/contract';

/**
 * The courses offered, with each one's fee and level. Asked for on its own, before the form is set
 * up: the form's check needs the chosen course's level (one subject or more).
 */
export const useCourses = () => useLookup(COURSES_PATH, coursesResponseSchema);
export type Courses = ReturnType<typeof useCourses>;

/** The course with this id (a select's value) in the courses look-up; none while it loads. */
export const courseById = <C extends Pick<Course, 'id'>>(
  courses: readonly C[],
  id: string | undefined,
): C | undefined => (id ? courses.find((course) => String(course.id) === id) : undefined);

/**
 * The lists the form's selects offer, each asked for once its parent (state, district, course) is
 * chosen, and the chosen course (its fee and level) from the courses list.
 */
export function useApplicationLookups(value: { state: string; city: string; course: string }, courses: Courses) {
  const states = useLookup(STATES_PATH, statesResponseSchema);
  const districts = useLookup(value.state ? withId(DISTRICTS_PATH, value.state) : null, placesResponseSchema);
  const subDistricts = useLookup(value.city ? withId(SUB_DISTRICTS_PATH, value.city) : null, placesResponseSchema);
  const majors = useLookup(value.course ? withId(MAJOR_SUBJECTS_PATH, value.course) : null, subjectsResponseSchema);
  const minors = useLookup(value.course ? withId(MINOR_SUBJECTS_PATH, value.course) : null, subjectsResponseSchema);
  const coCurricular = useLookup(
    value.course ? withId(CO_CURRICULAR_SUBJECTS_PATH, value.course) : null,
    subjectsResponseSchema,
  );
  const vocational = useLookup(VOCATIONAL_SUBJECTS_PATH, subjectsResponseSchema);
  const failed = [states, districts, subDistricts, courses, majors, minors, coCurricular, vocational].filter(
    (lookup: Lookup<unknown>) => lookup.status === 'error',
  );
  const course = courseById(courses.items, value.course);
  return { states, districts, subDistricts, courses, course, majors, minors, coCurricular, vocational, failed };
}

export type ApplicationLookups = ReturnType<typeof useApplicationLookups>;
