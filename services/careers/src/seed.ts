import { readIndiaPlaces, type SeedContext, type SqliteDatabase } from '@college/service-kit';
import { JOB_PROFILES } from './contract';

const MINOR_WORDS = new Set(['and', 'of', 'the']);

/** "UTTAR PRADESH" as people write it: "Uttar Pradesh" ("and", "of", "the" stay small inside a name). */
export const placeName = (name: string) =>
  name === name.toUpperCase()
    ? name
        .toLowerCase()
        .replace(/[a-z]+/g, (word, at: number) =>
          at > 0 && MINOR_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1),
        )
    : name;

/**
 * LGD writes state and district names in capitals; the form lists them in Title Case, as every
 * other list does. Runs at every start, so a database seeded before keeps up; a name already
 * written otherwise is left as it is.
 */
export function titleCasePlaces(db: SqliteDatabase): void {
  const tables = [
    { table: 'states', column: 'state_name' },
    { table: 'districts', column: 'name' },
  ] as const;
  db.transaction(() => {
    for (const { table, column } of tables) {
      const rows = db
        .prepare<[], { id: number; name: string }>(
          `select id, ${column} as name from ${table} where ${column} = upper(${column})`,
        )
        .all();
      const update = db.prepare(`update ${table} set ${column} = ? where id = ?`);
      for (const row of rows) update.run(placeName(row.name), row.id);
    }
  })();
}

/**
 * First start: the job profiles and their subjects (from the contract) and India's
 * states and districts (the LGD list shipped with the service kit), in one transaction.
 */
export function seedLookups({ db }: SeedContext): void {
  const places = readIndiaPlaces();
  const profile = db.prepare('insert into job_profiles (id, profile) values (?, ?)');
  const subject = db.prepare('insert into subjects (profile_id, subject) values (?, ?)');
  const state = db.prepare('insert into states (id, state_name) values (?, ?)');
  const district = db.prepare('insert into districts (id, state_id, name) values (?, ?, ?)');
  db.transaction(() => {
    for (const item of JOB_PROFILES) {
      profile.run(item.id, item.profile);
      for (const name of item.subjects) subject.run(item.id, name);
    }
    for (const item of places.states) state.run(item.code, placeName(item.name));
    for (const item of places.districts) district.run(item.code, item.stateCode, placeName(item.name));
  })();
}
