/**
 * India's states, districts and sub-districts from the Local Government Directory (LGD), shipped
 * in `services/kit/places/india-lgd` (Government Open Data License – India; attribution in that
 * folder's README, the README of this repository and the portal's /open-data page).
 *
 * Every service that offers an address lookup seeds its own tables from this (a service never
 * reads another's database). Read it once, at seed time: the sub-district file is ~400 KB.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from './csv';

export interface IndiaState {
  /** LGD state code */
  code: number;
  name: string;
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

function readTable(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(new URL(file, INDIA_LGD_DIR), 'utf8')).map((record) => record.cells);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** All three lists, each sorted by name. */
export function readIndiaPlaces(): IndiaPlaces {
  const states = readTable('1-state.csv')
    .map(
      (row) =>
        ({
          code: Number(row['State Code']),
          name: row['State Name'],
          kind: row['State or UT'] === 'U' ? 'U' : 'S',
        }) as IndiaState,
    )
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
