import { readIndiaPlaces, type SeedContext } from '@college/service-kit';

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** LGD writes state and district names in capitals; the form shows them as people write them. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/[a-z]+/g, (word, offset: number) =>
      offset > 0 && SMALL_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1),
    );
}

/**
 * First start: the real LGD place lists (36 states/UTs, 763 districts, 6,921 sub-districts). The
 * courses come from the settings at every start (catalogue.ts); the states' Hindi names are written
 * at every start too (catalogue-repository.ts, migration 019), on a new database as on an old one.
 */
export function seedCatalogue({ db }: SeedContext): void {
  const places = readIndiaPlaces();
  const state = db.prepare('insert into states (id, name) values (?, ?)');
  const district = db.prepare('insert into districts (id, state_id, name) values (?, ?, ?)');
  const subDistrict = db.prepare('insert into sub_districts (id, district_id, name) values (?, ?, ?)');

  db.transaction(() => {
    for (const row of places.states) state.run(row.code, titleCase(row.name));
    for (const row of places.districts) district.run(row.code, row.stateCode, titleCase(row.name));
    for (const row of places.subDistricts) subDistrict.run(row.code, row.districtCode, row.name);
  })();
}
