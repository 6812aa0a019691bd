import { type SqliteDatabase, writeStateNamesHi } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';
import fp from 'fastify-plugin';
import { type SubjectKind, syncCatalogue } from '../catalogue';
import type { Course, Place, State, Subject } from '../contract';

export type { SubjectKind };

export interface CatalogueRepository {
  /** By English name, each with its Hindi name (`name_hi`): one answer for both languages. */
  states(): State[];
  /** null when the state does not exist (an empty list means it has no districts). */
  districtsOf(stateId: number): Place[] | null;
  subDistrictsOf(districtId: number): Place[] | null;
  /** The courses offered now (the settings' list). */
  courses(): Course[];
  /** Any course an application may name, also one no longer offered (with its last fee). */
  course(id: number): Course | undefined;
  /** Whether a new application may choose the course. */
  isOffered(courseId: number): boolean;
  /** null when the course is not offered. Vocational subjects belong to every course. */
  subjects(kind: SubjectKind, courseId: number | null): Subject[] | null;
  districtInState(districtId: number, stateId: number): boolean;
  subDistrictInDistrict(subDistrictId: number, districtId: number): boolean;
  /** Offered now with the course (or, vocational, with every course). */
  isSubject(kind: SubjectKind, courseId: number | null, subjectId: number): boolean;
  subjectName(subjectId: number): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

export function createCatalogueRepository(db: SqliteDatabase, settings: CollegeSettings): CatalogueRepository {
  syncCatalogue(db, settings);
  // The states' Hindi names (migration 019), at every start: a new database after its seed, an older one too.
  writeStateNamesHi(db);
  const states = db.prepare<[], State>('select id, name as state_name, name_hi from states order by name');
  const stateExists = db.prepare<[number], number>('select 1 from states where id = ?').pluck();
  const districts = db.prepare<[number], Place>('select id, name from districts where state_id = ? order by name');
  const districtExists = db.prepare<[number], number>('select 1 from districts where id = ?').pluck();
  const subDistricts = db.prepare<[number], Place>(
    'select id, name from sub_districts where district_id = ? order by name',
  );
  const allCourses = db
    .prepare<[], Course & { active: number }>(
      'select id, brc_id, name as course, level, fee, active from courses order by position',
    )
    .all();
  const subjectsOfCourse = db.prepare<[string, number], Subject>(
    'select id, name as subject from subjects where kind = ? and course_id = ? and active = 1 order by position',
  );
  const subjectsOfAll = db.prepare<[string], Subject>(
    'select id, name as subject from subjects where kind = ? and course_id is null and active = 1 order by position',
  );
  const districtInState = db
    .prepare<[number, number], number>('select 1 from districts where id = ? and state_id = ?')
    .pluck();
  const subInDistrict = db
    .prepare<[number, number], number>('select 1 from sub_districts where id = ? and district_id = ?')
    .pluck();
  const subjectOfCourse = db
    .prepare<[number, string, number], number>(
      'select 1 from subjects where id = ? and kind = ? and course_id = ? and active = 1',
    )
    .pluck();
  const subjectOfAll = db
    .prepare<[number, string], number>(
      'select 1 from subjects where id = ? and kind = ? and course_id is null and active = 1',
    )
    .pluck();
  const subjectName = db.prepare<[number], string>('select name from subjects where id = ?').pluck();

  const byId = new Map(allCourses.map(({ active: _active, ...course }) => [course.id, course]));
  const offered = allCourses.filter((course) => course.active === 1).map((course) => byId.get(course.id)!);
  const isOffered = (id: number) => offered.some((course) => course.id === id);

  return {
    states: () => states.all(),
    districtsOf: (stateId) => (stateExists.get(stateId) ? districts.all(stateId) : null),
    subDistrictsOf: (districtId) => (districtExists.get(districtId) ? subDistricts.all(districtId) : null),
    courses: () => offered,
    course: (id) => byId.get(id),
    isOffered,
    subjects: (kind, courseId) => {
      if (courseId === null) return subjectsOfAll.all(kind);
      return isOffered(courseId) ? subjectsOfCourse.all(kind, courseId) : null;
    },
    districtInState: (districtId, stateId) => Boolean(districtInState.get(districtId, stateId)),
    subDistrictInDistrict: (subDistrictId, districtId) => Boolean(subInDistrict.get(subDistrictId, districtId)),
    isSubject: (kind, courseId, subjectId) =>
      Boolean(courseId === null ? subjectOfAll.get(subjectId, kind) : subjectOfCourse.get(subjectId, kind, courseId)),
    subjectName: (subjectId) => subjectName.get(subjectId),
  };
}

/** The catalogue of the settings the service started with (fastify.college). */
export const catalogueRepository = fp(
  async (fastify) => {
    fastify.decorate('catalogue', createCatalogueRepository(fastify.db, fastify.college));
  },
  { name: 'catalogue-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
