import { type Lang, translator } from '@college/design-system';
import messages from './options.messages.json';

/** The lists of choices an application's fields take (the contract's GENDERS, CATEGORIES…). */
export type OptionGroup = 'gender' | 'category' | 'religion' | 'marital' | 'yesNo' | 'tc' | 'disability';
type OptionId = keyof typeof messages.en;

/**
 * A choice as a page in `lang` shows it. The form keeps sending (and the service keeps storing) the
 * contract's English value; only the words shown change. A value no list knows is shown as it is.
 */
export function optionLabels(lang: Lang) {
  const { text, intl } = translator(messages, lang);
  return (group: OptionGroup, value: string): string => {
    const id = `${group}_${value}`;
    return id in intl.messages ? text(id as OptionId) : value;
  };
}

export type OptionLabel = ReturnType<typeof optionLabels>;
