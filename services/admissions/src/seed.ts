import { readIndiaPlaces, type SeedContext } from '@college/service-kit';
import { COURSES, VOCATIONAL_SUBJECTS } from './catalogue';

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** LGD writes state and district names in capitals; the form shows them as people write them. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/[a-z]+/g, (word, offset: number) => (offset > 0 && SMALL_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1)));
}

/** First start: the real LGD place lists (36 states/UTs, 763 districts, 6,921 sub-districts) and the courses. */
export function seedCatalogue({ db }: SeedContext): void {
  const places = readIndiaPlaces();
  const state = db.prepare('insert into states (id, name) values (?, ?)');
  const district = db.prepare('insert into districts (id, state_id, name) values (?, ?, ?)');
  const subDistrict = db.prepare('insert into sub_districts (id, district_id, name) values (?, ?, ?)');
  const course = db.prepare('insert into courses (id, brc_id, name, position) values (?, ?, ?, ?)');
  const subject = db.prepare('insert into subjects (kind, course_id, name, position) values (?, ?, ?, ?)');

  db.transaction(() => {
    for (const row of places.states) state.run(row.code, titleCase(row.name));
    for (const row of places.districts) district.run(row.code, row.stateCode, titleCase(row.name));
    for (const row of places.subDistricts) subDistrict.run(row.code, row.districtCode, row.name);
    COURSES.forEach((entry, index) => {
      course.run(entry.id, entry.brc_id, entry.name, index);
      entry.majors.forEach((name, i) => subject.run('major', entry.id, name, i));
      entry.minors.forEach((name, i) => subject.run('minor', entry.id, name, i));
      entry.coCurricular.forEach((name, i) => subject.run('cocurricular', entry.id, name, i));
    });
    VOCATIONAL_SUBJECTS.forEach((name, i) => subject.run('vocational', null, name, i));
  })();
}
