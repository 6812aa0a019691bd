import { useMemo } from 'react';
import { type TranslateText, useCatalogue } from '@college/design-system';
import messages from './career-form.messages.json';

export type FormMessageId = keyof typeof messages.en;
export type FormText = TranslateText<FormMessageId>;

/**
 * The form's words in the page's language: `text` for labels and hints, `option` for a fixed
 * choice's label (the value sent stays the contract's English), `options` for a select's list.
 */
export function useFormText() {
  const { t, text, intl } = useCatalogue(messages);
  return useMemo(() => {
    const option = (value: string) => {
      const id = `option.${value}`;
      return id in intl.messages ? text(id as FormMessageId) : value;
    };
    const options = (values: readonly string[]) => values.map((value) => ({ value, label: option(value) }));
    return { t, text, option, options };
  }, [t, text, intl]);
}
