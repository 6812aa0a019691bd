/**
 * The seats the settings give (`admission.courses`) as places with their own seats, for the
 * office's seats and merit (routes/office/seats.ts) and its admit (routes/office/admit.ts). Every
 * count is of the admission session's year (decision 014).
 */
import type { FastifyInstance } from 'fastify';
import type { SeatGroup } from './office-contract/seats';

/** A place with its own seats, from the settings: a course, or one subject of a course seated per subject. */
export type SeatPlan = Pick<SeatGroup, 'course_id' | 'course' | 'subject_id' | 'subject' | 'seats'>;

/** Each course's intake, or its subjects' seats, as the settings give them (a subject without seats has none to give). */
export function seatPlans(fastify: FastifyInstance): SeatPlan[] {
  return fastify.college.admission.courses.flatMap((course): SeatPlan[] => {
    const base = { course_id: course.id, course: course.name };
    if (course.seats !== undefined) return [{ ...base, subject_id: null, subject: null, seats: course.seats }];
    const majors = fastify.catalogue.subjects('major', course.id) ?? [];
    return course.subjects.flatMap((subject) => {
      const row = majors.find((major) => major.subject === subject.name);
      return row && subject.seats !== undefined
        ? [{ ...base, subject_id: row.id, subject: subject.name, seats: subject.seats }]
        : [];
    });
  });
}

/** Whether an application (its course and first major) takes a seat of the plan. */
export const inPlan = (plan: SeatPlan) => (row: { course_id: number; subject_id: number }) =>
  row.course_id === plan.course_id && (plan.subject_id === null || row.subject_id === plan.subject_id);

/** The admission session's year: as it is written ("2025-26") and the number it counts in (2025). */
export function sessionYear(fastify: FastifyInstance) {
  const { year } = fastify.admissionSession.current();
  return { label: year, number: Number.parseInt(year, 10) };
}
