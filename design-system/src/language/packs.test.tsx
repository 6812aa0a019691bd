import { describe, expect, it } from 'vitest';
import { translator } from './catalogue';
import { addMessages } from './packs';

/** What a production build's messages-loader makes of a catalogue: an empty object, registered. */
function packedCatalogue(key: string): Record<string, unknown> {
  const store = ((globalThis as Record<symbol, unknown>)[Symbol.for('college.catalogues')] ??= {
    objects: {},
    messages: {},
  }) as {
    objects: Record<string, object[]>;
    messages: Record<string, object>;
  };
  const catalogue = {};
  (store.objects[key] ??= []).push(catalogue);
  Object.assign(catalogue, store.messages[key]);
  return catalogue;
}

describe('language packs', () => {
  it('fill a catalogue whose code came first, in the pack’s language only', () => {
    const catalogue = packedCatalogue('test:first');
    addMessages('hi', { 'test:first': { greet: 'नमस्ते' } });
    expect(translator(catalogue as never, 'hi').text('greet' as never)).toBe('नमस्ते');
    expect(() => translator(catalogue as never, 'en')).toThrow(/no messages in "en"/);
  });

  it('fill a catalogue whose code comes after its pack (a page module evaluated later)', () => {
    addMessages('en', { 'test:later': { greet: 'Hello {name}' } });
    const catalogue = packedCatalogue('test:later');
    expect(translator(catalogue as never, 'en').text('greet' as never, { name: 'Asha' })).toBe('Hello Asha');
  });
});
