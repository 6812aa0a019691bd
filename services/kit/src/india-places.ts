/**
 * India's states, districts and sub-districts from the Local Government Directory (LGD), shipped
 * in `services/kit/places/india-lgd` (Government Open Data License – India; attribution in that
 * folder's README, the README of this repository and the portal's /open-data page).
 *
 * Every service that offers an address lookup seeds its own tables from this (a service never
 * reads another's database). Read it once, at seed time: the sub-district file is ~400 KB.
 *
 * The states' Hindi names are ours, not LGD's: `services/kit/places/state-names-hi.csv` (LGD state
 * code, Hindi name), beside the LGD copy (see its README). Districts and sub-districts have no
 * Hindi names: no source with a licence has them.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from './csv';
import type { SqliteDatabase } from './sqlite';

export interface IndiaState {
  /** LGD state code */
  code: number;
  name: string;
  /** The name in Hindi (Devanagari), from state-names-hi.csv; absent for a code that file lacks. */
  nameHi?: string;
  /** 'S' state, 'U' union territory */
  kind: 'S' | 'U';
}
export interface IndiaDistrict {
  code: number;
  stateCode: number;
  name: string;
}
export interface IndiaSubDistrict {
  code: number;
  districtCode: number;
  name: string;
}
export interface IndiaPlaces {
  states: IndiaState[];
  districts: IndiaDistrict[];
  subDistricts: IndiaSubDistrict[];
}

export const INDIA_LGD_DIR = new URL('../places/india-lgd/', import.meta.url);
/** The states' and union territories' Hindi names, by LGD state code (written by us: not LGD data). */
export const STATE_NAMES_HI_FILE = new URL('../places/state-names-hi.csv', import.meta.url);

function readTable(file: string | URL): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(new URL(file, INDIA_LGD_DIR), 'utf8')).map((record) => record.cells);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

/** Each state's Hindi name by its LGD code (a 1 KB file: cheap to read at every start). */
export function readStateNamesHi(): Map<number, string> {
  return new Map(
    readTable(STATE_NAMES_HI_FILE)
      .filter((row) => row['State Name (Hindi)'])
      .map((row) => [Number(row['State Code']), row['State Name (Hindi)'].normalize('NFC')]),
  );
}

/**
 * Writes each state's Hindi name into the service's own `states` table (`id` the LGD code, a
 * nullable `name_hi`) where it differs: run at every start, so a database seeded before the names
 * (or before a name was corrected) gets them. Returns the rows changed.
 */
export function writeStateNamesHi(db: SqliteDatabase, names: ReadonlyMap<number, string> = readStateNamesHi()): number {
  const update = db.prepare<[string, number, string]>(
    'update states set name_hi = ? where id = ? and name_hi is not ?',
  );
  return db.transaction(() => {
    let changed = 0;
    for (const [code, name] of names) changed += update.run(name, code, name).changes;
    return changed;
  })();
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** All three lists, each sorted by name. */
export function readIndiaPlaces(): IndiaPlaces {
  const namesHi = readStateNamesHi();
  const states = readTable('1-state.csv')
    .map((row): IndiaState => {
      const code = Number(row['State Code']);
      const nameHi = namesHi.get(code);
      return {
        code,
        name: row['State Name'],
        ...(nameHi ? { nameHi } : {}),
        kind: row['State or UT'] === 'U' ? 'U' : 'S',
      };
    })
    .sort(byName);
  const districts = readTable('2-district.csv')
    .map((row) => ({
      code: Number(row['District Code']),
      stateCode: Number(row['State Code']),
      name: row['District Name'],
    }))
    .sort(byName);
  const subDistricts = readTable('3-subdistrict.csv')
    .map((row) => ({
      code: Number(row['Sub-district Code']),
      districtCode: Number(row['District Code']),
      name: row['Sub-district Name'],
    }))
    .sort(byName);
  return { states, districts, subDistricts };
}
