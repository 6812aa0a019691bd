import type { Lang } from '@college/design-system';

/** A state as the services' states look-ups answer it: its LGD code, English name and Hindi name. */
export interface StateNames {
  id: number;
  state_name: string;
  /** Absent or null in an answer a browser kept from before the Hindi names. */
  name_hi?: string | null;
}

/**
 * A state as a page in `lang` names it: on a Hindi page by its Hindi name, else (an answer kept
 * from before it) by its English name, marked as English so it is read as English.
 */
export function stateName(state: Omit<StateNames, 'id'>, lang: Lang): { name: string; lang?: 'en' } {
  if (lang === 'en') return { name: state.state_name };
  return state.name_hi ? { name: state.name_hi } : { name: state.state_name, lang: 'en' };
}

/**
 * The states as a select offers them in `lang` (the LGD code is the value): the service lists them
 * by English name; a Hindi page lists them in Hindi order, as a Hindi reader looks for them.
 */
export function stateOptions(
  states: readonly StateNames[],
  lang: Lang,
): { value: string; label: string; lang?: 'en' }[] {
  const options = states.map((state) => {
    const { name, lang: nameLang } = stateName(state, lang);
    return { value: String(state.id), label: name, ...(nameLang ? { lang: nameLang } : {}) };
  });
  return lang === 'en' ? options : options.sort((a, b) => a.label.localeCompare(b.label, lang));
}
