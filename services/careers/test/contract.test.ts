import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { JOB_PROFILES, subjectsOfProfile } from '../src/contract';

describe('contract.ts', () => {
  it("imports nothing but valibot and the kit's text, date and access-code rules and bilingual register, so the browser bundle can use it", async () => {
    const source = await readFile(new URL('../src/contract.ts', import.meta.url), 'utf8');
    const imports = [
      ...source.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    expect([...new Set(imports)].sort()).toEqual([
      '@college/service-kit/access-code',
      '@college/service-kit/bilingual',
      '@college/service-kit/date-rules',
      '@college/service-kit/text-rules',
      'valibot',
    ]);
  });

  it('knows the subjects of each profile, and none of an unknown one', () => {
    expect(JOB_PROFILES.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(subjectsOfProfile('Assistant Professor(M.A)')).toEqual(['Hindi', 'Home Science', 'Education', 'Sociology']);
    expect(subjectsOfProfile('Computer Operator')).toEqual(['N/A']);
    expect(subjectsOfProfile('Principal')).toEqual([]);
  });
});
