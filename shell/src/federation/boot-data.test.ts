import { parseRemotesMap } from './boot-data';

describe('parseRemotesMap', () => {
  it('accepts name → manifest URL', () => {
    expect(parseRemotesMap({ info: '/remotes/info/mf-manifest.json' })).toEqual({
      info: '/remotes/info/mf-manifest.json',
    });
  });
  it.each([[null], [[]], [{ Info: '/x' }], [{ info: '' }], [{ info: 3 }]])('rejects %j', (value) => {
    expect(() => parseRemotesMap(value)).toThrow(/remotes map/);
  });
});
