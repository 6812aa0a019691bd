import * as v from 'valibot';

/**
 * JSON kept in this tab's sessionStorage: it survives reloads and a lost connection, and is gone
 * when the tab closes, so a shared computer (a cyber café) does not keep one applicant's details
 * for the next. Every call tolerates storage being unavailable (private modes, full quota).
 */
export function sessionValue<S extends v.GenericSchema>(key: string, schema: S) {
  return {
    read(): v.InferOutput<S> | undefined {
      try {
        const text = window.sessionStorage.getItem(key);
        if (!text) return undefined;
        const parsed = v.safeParse(schema, JSON.parse(text));
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    },
    write(value: v.InferInput<S>): void {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Nothing to do: the form still works, it just cannot survive a reload.
      }
    },
    clear(): void {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
