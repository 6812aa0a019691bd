import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { Course, Place, State, Subject } from '../contract';

export type SubjectKind = 'major' | 'minor' | 'cocurricular' | 'vocational';

export interface CatalogueRepository {
  states(): State[];
  /** null when the state does not exist (an empty list means it has no districts). */
  districtsOf(stateId: number): Place[] | null;
  subDistrictsOf(districtId: number): Place[] | null;
  courses(): Course[];
  course(id: number): Course | undefined;
  /** null when the course does not exist. Vocational subjects belong to every course. */
  subjects(kind: SubjectKind, courseId: number | null): Subject[] | null;
  districtInState(districtId: number, stateId: number): boolean;
  subDistrictInDistrict(subDistrictId: number, districtId: number): boolean;
  isSubject(kind: SubjectKind, courseId: number | null, subjectId: number): boolean;
  subjectName(subjectId: number): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

export function createCatalogueRepository(db: SqliteDatabase, fees: Record<number, number>): CatalogueRepository {
  const states = db.prepare<[], State>('select id, name as state_name from states order by name');
  const stateExists = db.prepare<[number], number>('select 1 from states where id = ?').pluck();
  const districts = db.prepare<[number], Place>('select id, name from districts where state_id = ? order by name');
  const districtExists = db.prepare<[number], number>('select 1 from districts where id = ?').pluck();
  const subDistricts = db.prepare<[number], Place>('select id, name from sub_districts where district_id = ? order by name');
  const courses = db.prepare<[], { id: number; brc_id: number; course: string }>(
    'select id, brc_id, name as course from courses order by position',
  );
  const subjectsOfCourse = db.prepare<[string, number], Subject>(
    'select id, name as subject from subjects where kind = ? and course_id = ? order by position',
  );
  const subjectsOfAll = db.prepare<[string], Subject>(
    'select id, name as subject from subjects where kind = ? and course_id is null order by position',
  );
  const districtInState = db.prepare<[number, number], number>('select 1 from districts where id = ? and state_id = ?').pluck();
  const subInDistrict = db.prepare<[number, number], number>('select 1 from sub_districts where id = ? and district_id = ?').pluck();
  const subjectOfCourse = db
    .prepare<[number, string, number], number>('select 1 from subjects where id = ? and kind = ? and course_id = ?')
    .pluck();
  const subjectOfAll = db.prepare<[number, string], number>('select 1 from subjects where id = ? and kind = ? and course_id is null').pluck();
  const subjectName = db.prepare<[number], string>('select name from subjects where id = ?').pluck();

  // A course without a configured fee cannot be paid for: refuse to start rather than take a wrong amount.
  const withFee = courses.all().map((course) => {
    const fee = fees[course.id];
    if (!fee) throw new Error(`No admission fee is configured for course ${course.id} (${course.course})`);
    return { ...course, fee };
  });

  return {
    states: () => states.all(),
    districtsOf: (stateId) => (stateExists.get(stateId) ? districts.all(stateId) : null),
    subDistrictsOf: (districtId) => (districtExists.get(districtId) ? subDistricts.all(districtId) : null),
    courses: () => withFee,
    course: (id) => withFee.find((course) => course.id === id),
    subjects: (kind, courseId) => {
      if (courseId === null) return subjectsOfAll.all(kind);
      return withFee.some((course) => course.id === courseId) ? subjectsOfCourse.all(kind, courseId) : null;
    },
    districtInState: (districtId, stateId) => Boolean(districtInState.get(districtId, stateId)),
    subDistrictInDistrict: (subDistrictId, districtId) => Boolean(subInDistrict.get(subDistrictId, districtId)),
    isSubject: (kind, courseId, subjectId) =>
      Boolean(courseId === null ? subjectOfAll.get(subjectId, kind) : subjectOfCourse.get(subjectId, kind, courseId)),
    subjectName: (subjectId) => subjectName.get(subjectId),
  };
}

/** The plugin for a fee table (configuration, see catalogue.ts). */
export const catalogueRepository = (fees: Record<number, number>) =>
  fp(
    async (fastify) => {
      fastify.decorate('catalogue', createCatalogueRepository(fastify.db, fees));
    },
    { name: 'catalogue-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
  );
