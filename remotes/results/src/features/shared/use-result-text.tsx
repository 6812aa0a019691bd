import { useCallback, type ReactNode } from 'react';
import { useCatalogue } from '@college/design-system';
import terms from './result-terms.messages.json';

type Term = keyof (typeof terms)['en'];

/**
 * A value of the result sheet in the page's language. The sheet's fixed words (Qualified, First
 * Prize, Excellent…) are translated; names and anything else the college typed stay as written,
 * marked lang="en" on a Hindi page.
 */
export function useResultText() {
  const { text, lang, intl } = useCatalogue(terms);
  const asWritten = useCallback(
    (value: string): ReactNode => (lang === 'hi' && /[a-z]{3}/i.test(value) ? <span lang="en">{value}</span> : value),
    [lang],
  );
  const sheetValue = useCallback(
    (value: string): ReactNode =>
      Object.hasOwn(intl.messages, value.trim()) ? text(value.trim() as Term) : asWritten(value),
    [text, asWritten, intl],
  );
  return { sheetValue, asWritten };
}
