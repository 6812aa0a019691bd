import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readIndiaPlaces, readStateNamesHi, writeStateNamesHi } from '../src/india-places';

describe('India places (LGD)', () => {
  it('holds every state, district and sub-district, each linked to an existing parent', () => {
    const { states, districts, subDistricts } = readIndiaPlaces();
    expect([states.length, districts.length, subDistricts.length]).toEqual([36, 763, 6921]);
    const stateCodes = new Set(states.map((state) => state.code));
    const districtCodes = new Set(districts.map((district) => district.code));
    expect(districts.every((district) => stateCodes.has(district.stateCode))).toBe(true);
    expect(subDistricts.every((sub) => districtCodes.has(sub.districtCode))).toBe(true);
    expect(states.find((state) => state.name === 'UTTAR PRADESH')).toMatchObject({ code: 9, kind: 'S' });
    expect(states.find((state) => state.name === 'DELHI')).toMatchObject({ kind: 'U' });
    expect(districts.find((district) => district.name === 'NORTH AND MIDDLE ANDAMAN')).toMatchObject({ stateCode: 35 });
  });

  it('gives every state and union territory its Hindi name, in Devanagari, and names no code LGD lacks', () => {
    const { states } = readIndiaPlaces();
    const devanagari = /^[\u0900-\u097F]+(?: [\u0900-\u097F]+)*$/;
    for (const state of states) {
      expect(state.nameHi, state.name).toMatch(devanagari);
      expect(state.nameHi, state.name).toBe(state.nameHi?.normalize('NFC'));
    }
    expect(new Set(states.map((state) => state.nameHi)).size).toBe(36);
    const byCode = new Map(states.map((state) => [state.code, state.nameHi]));
    expect(Object.fromEntries([9, 10, 7, 37, 38, 35].map((code) => [code, byCode.get(code)]))).toEqual({
      9: 'उत्तर प्रदेश',
      10: 'बिहार',
      7: 'दिल्ली',
      37: 'लद्दाख',
      38: 'दादरा और नगर हवेली और दमन और दीव',
      35: 'अंडमान और निकोबार द्वीपसमूह',
    });
    expect([...readStateNamesHi().keys()].filter((code) => !byCode.has(code))).toEqual([]);
  });

  it("writes the Hindi names into a service's states table where they differ, and only there", () => {
    const db = new Database(':memory:');
    db.exec('create table states (id integer primary key, name text not null, name_hi text)');
    db.prepare(
      "insert into states (id, name, name_hi) values (9, 'Uttar Pradesh', null), (10, 'Bihar', 'बिहार')",
    ).run();
    expect(writeStateNamesHi(db)).toBe(1);
    expect(db.prepare('select id, name_hi from states order by id').all()).toEqual([
      { id: 9, name_hi: 'उत्तर प्रदेश' },
      { id: 10, name_hi: 'बिहार' },
    ]);
    expect(writeStateNamesHi(db)).toBe(0);
    db.close();
  });
});
