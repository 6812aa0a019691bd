// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './draft-store';

const schema = v.object({ name: v.optional(v.string(), ''), tick: v.optional(v.boolean(), false) });
const store = () => createDraftStore({ key: 'test.draft', schema, version: 2 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('createDraftStore', () => {
  it('keeps a draft in sessionStorage only, checked on read, until cleared', () => {
    const draft = store();
    expect(draft.read()).toBeUndefined();
    draft.write({ name: 'Anita' });
    expect(sessionStorage.getItem('test.draft.v2')).toBe('{"name":"Anita"}');
    expect(localStorage.length).toBe(0);
    expect(draft.read()).toEqual({ name: 'Anita', tick: false });
    draft.clear();
    expect(draft.read()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a draft that fails the schema or is not JSON, and the drafts of older versions', () => {
    sessionStorage.setItem('test.draft.v2', '{"name":42}');
    expect(store().read()).toBeUndefined();
    expect(sessionStorage.getItem('test.draft.v2')).toBeNull();
    sessionStorage.setItem('test.draft.v2', '{"name":');
    expect(store().read()).toBeUndefined();
    expect(sessionStorage.getItem('test.draft.v2')).toBeNull();
    sessionStorage.setItem('test.draft.v1', '{"name":"old"}');
    store().read();
    expect(sessionStorage.getItem('test.draft.v1')).toBeNull();
  });

  it('does nothing, and throws nothing, when storage is refused (private modes, full quota)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const draft = store();
    expect(() => draft.write({ name: 'Anita' })).not.toThrow();
    expect(draft.read()).toBeUndefined();
    expect(() => draft.clear()).not.toThrow();
  });
});
