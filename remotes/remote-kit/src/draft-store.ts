import * as v from 'valibot';

export interface DraftStore<S extends v.GenericSchema> {
  /** The storage key actually used (`<key>.v<version>`), for tests and clean-ups. */
  readonly storageKey: string;
  /** The kept value, or undefined; a draft that fails the schema is dropped, not half-used. */
  read(): v.InferOutput<S> | undefined;
  write(value: v.InferInput<S>): void;
  clear(): void;
}

/** sessionStorage, or undefined where a browser refuses it (some private modes, storage off). */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * What a visitor typed, kept in this tab's sessionStorage: it survives a reload or a lost
 * connection and ends with the tab, so on a shared computer (a cyber café) the next person never
 * sees it. Never localStorage. Files are never kept (a browser cannot hand one back); leave them
 * out of the schema. A new `version` drops drafts an older form wrote. Storage being unavailable
 * or full is a no-op: the form still works, it just does not survive a reload.
 */
export function createDraftStore<S extends v.GenericSchema>({
  key,
  schema,
  version,
}: {
  key: string;
  schema: S;
  version: number;
}): DraftStore<S> {
  const storageKey = `${key}.v${version}`;
  let oldDropped = false;
  const remove = (name: string) => {
    try {
      session()?.removeItem(name);
    } catch {
      // Nothing to drop.
    }
  };
  return {
    storageKey,
    read() {
      if (!oldDropped) {
        oldDropped = true;
        for (let old = 1; old < version; old += 1) remove(`${key}.v${old}`);
      }
      let kept: { value: v.InferOutput<S> } | undefined;
      try {
        const text = session()?.getItem(storageKey);
        if (!text) return undefined;
        const parsed = v.safeParse(schema, JSON.parse(text));
        if (parsed.success) kept = { value: parsed.output };
      } catch {
        // Not JSON, or storage refused: as if nothing were kept.
      }
      if (kept) return kept.value;
      remove(storageKey); // edited, truncated or from another form: never break the page over it
      return undefined;
    },
    write(value) {
      try {
        session()?.setItem(storageKey, JSON.stringify(value));
      } catch {
        // Full or refused: see above.
      }
    },
    clear() {
      remove(storageKey);
    },
  };
}
