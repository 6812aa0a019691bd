import { useEffect, useRef, useState } from 'react';

/** Every kept office draft's storage key starts so (sign-out drops them all at once). */
const PREFIX = 'office.draft.';

type Primitive = string | number | boolean;

/** sessionStorage, or undefined where the browser refuses it (the form then just is not kept). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The part of react-hook-form's useForm() result the hook uses (the remotes bring the library). */
export interface KeptForm {
  getValues(): Record<string, unknown>;
  reset(values: Record<string, unknown>, options?: { keepDefaultValues?: boolean }): void;
  watch(callback: (values: Record<string, unknown>) => void): { unsubscribe(): void };
}

/**
 * What a clerk types into an office form, kept in this tab's sessionStorage while typing: a
 * session that ends meanwhile (30 idle minutes, signed out elsewhere) loses none of it, and the
 * form shows it again when the clerk signs in and comes back. Only the form's own text, ticks and
 * numbers are kept (never a file), under `key` (name the record: `message.T-12.reply`); `clear()`
 * once it was sent. Signing out drops every kept draft (clearKeptTyping): a shared office
 * computer must not show the next person someone's half-written reply.
 */
export function useKeptTyping(form: KeptForm, key: string | undefined): { restored: boolean; clear: () => void } {
  const [restored, setRestored] = useState(false);
  const formRef = useRef(form);
  const storageKey = key === undefined ? undefined : PREFIX + key;

  useEffect(() => {
    if (storageKey === undefined) return;
    const kept = readKept(storageKey);
    const current = formRef.current.getValues();
    // Only fields the form has, of the type it has them: an edited or older draft never breaks it.
    const usable = Object.entries(kept ?? {}).filter(
      ([name, value]) => name in current && typeof value === typeof current[name] && value !== current[name],
    );
    if (usable.length > 0) {
      formRef.current.reset({ ...current, ...Object.fromEntries(usable) }, { keepDefaultValues: true });
      setRestored(true);
    }
    const subscription = formRef.current.watch((values) => writeKept(storageKey, values));
    return () => subscription.unsubscribe();
  }, [storageKey]);

  return {
    restored,
    clear: () => {
      if (storageKey !== undefined) storage()?.removeItem(storageKey);
      setRestored(false);
    },
  };
}

function readKept(storageKey: string): Record<string, Primitive> | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Primitive>)
      : undefined;
  } catch {
    return undefined;
  }
}

function writeKept(storageKey: string, values: Record<string, unknown>) {
  const primitives = Object.entries(values).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  try {
    storage()?.setItem(storageKey, JSON.stringify(Object.fromEntries(primitives)));
  } catch {
    // Full or refused: the form works, it just is not kept.
  }
}

/** Drops every kept office draft of this tab: at sign-out. */
export function clearKeptTyping() {
  const kept = storage();
  if (!kept) return;
  const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter(
    (name): name is string => name?.startsWith(PREFIX) ?? false,
  );
  for (const name of keys) kept.removeItem(name);
}
