/**
 * The seats the settings give (`admission.courses`) as places with their own seats, for the
 * office's seats and merit (routes/office/seats.ts) and its admit (routes/office/admit.ts), with
 * each category's seats by the settings' reservation when there is one. Every count is of the
 * admission session's year (decision 014).
 */
import type { ReservedCategory } from '@college/settings/schema';
import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from './contract';
import { type Category, GENERAL, type SeatGroup } from './office-contract/seats';

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

/** A category's place in an intake under the reservation: its seats, who of it sit on open (General) seats, and what is left. */
export interface CategorySeats {
  category: Category;
  seats: number;
  /** Admitted applicants of a reserved category beyond its own seats: they sit on General seats, taken on merit. */
  on_general: number;
  left: number;
}

/**
 * The seats of each category in an intake by the settings' reservation (null without one): a
 * reserved category's share rounded down, General the rest. A reserved category's admitted fill its
 * own seats first; beyond them they sit on General seats (open to every category on merit), so
 * General's left counts them too.
 */
export function categorySeats(
  reservation: Partial<Record<ReservedCategory, number>> | undefined,
  intake: number,
  admittedOf: (category: Category) => number,
): CategorySeats[] | null {
  if (!reservation) return null;
  const reserved = CATEGORIES.filter((category) => category !== GENERAL).map((category): CategorySeats => {
    const seats = Math.floor((intake * (reservation[category as ReservedCategory] ?? 0)) / 100);
    const admitted = admittedOf(category);
    return { category, seats, on_general: Math.max(0, admitted - seats), left: Math.max(0, seats - admitted) };
  });
  const seats = intake - reserved.reduce((sum, row) => sum + row.seats, 0);
  const taken = admittedOf(GENERAL) + reserved.reduce((sum, row) => sum + row.on_general, 0);
  const general: CategorySeats = { category: GENERAL, seats, on_general: 0, left: Math.max(0, seats - taken) };
  // In the form's order, as every other count.
  return CATEGORIES.map((category) =>
    category === GENERAL ? general : reserved.find((row) => row.category === category)!,
  );
}

/** The seat an admit of `category` takes: its own while any is left, else a free General one; null when neither is. */
export function seatFor(places: readonly CategorySeats[], category: Category): Category | null {
  const own = places.find((row) => row.category === category)!;
  if (own.left > 0) return category;
  const general = places.find((row) => row.category === GENERAL)!;
  return general.left > 0 ? GENERAL : null;
}
