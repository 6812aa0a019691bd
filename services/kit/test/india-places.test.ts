import { describe, expect, it } from 'vitest';
import { readIndiaPlaces } from '../src/india-places';

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
});
