import { useCallback, type ReactNode } from 'react';
import { useCatalogue } from '@college/design-system';
import { nameIn } from '@college/remote-kit';
import terms from './terms.messages.json';

type Term = keyof (typeof terms)['en'];

/**
 * A value the records store in English (a course, semester, month, category, gender, designation)
 * as the page's language shows it. The fixed vocabularies are translated (categories and genders by
 * their capitals, as the spec shows them); anything else (a name the college typed, e.g. a subject)
 * keeps its English, marked lang="en" on a Hindi page.
 */
export function useTerm(): {
  term: (value: string) => ReactNode;
  termText: (value: string) => string;
  stored: (value: string) => ReactNode;
} {
  const { text, lang, intl } = useCatalogue(terms);
  const termText = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      // The page's language is the one its catalogue holds (a production page loads only that one).
      if (Object.hasOwn(intl.messages, trimmed)) return text(trimmed as Term);
      return nameIn(trimmed, lang);
    },
    [text, lang, intl],
  );
  /** Text kept as the college wrote it (a document's title, a qualification): English words marked so. */
  const stored = useCallback(
    (value: string): ReactNode => (lang === 'hi' && /[a-z]{3}/i.test(value) ? <span lang="en">{value}</span> : value),
    [lang],
  );
  const term = useCallback((value: string): ReactNode => stored(termText(value)), [stored, termText]);
  return { term, termText, stored };
}
