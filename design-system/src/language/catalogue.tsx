import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { useLanguage, type Lang } from './language';

/**
 * A catalogue: every message of one part of the portal in both languages, ids alike. Written as a
 * `*.messages.json` file; the build turns each message into its parsed form (the browser never
 * ships the ICU parser), tests read the plain strings.
 */
export type Catalogue<K extends string = string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

export type MessageValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Tags any message may use without passing them: emphasis and line breaks in running text. */
const RICH_TEXT = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode[]) => <em>{chunks}</em>,
  nowrap: (chunks: ReactNode[]) => <span style={{ whiteSpace: 'nowrap' }}>{chunks}</span>,
};

const cache = createIntlCache();
const intls = new WeakMap<object, Partial<Record<Lang, IntlShape>>>();

/** One formatter per catalogue and language, made once and kept (pages render it many times). */
export function intlFor(catalogue: Catalogue, lang: Lang): IntlShape {
  // A production page gets its words from its language pack (packs.ts), which the shell applies
  // before it draws the page; a catalogue without them is a pack the build or the gateway missed.
  if (!catalogue[lang]) throw new Error(`a catalogue has no messages in "${lang}": its language pack did not arrive`);
  let byLang = intls.get(catalogue);
  if (!byLang) intls.set(catalogue, (byLang = {}));
  return (byLang[lang] ??= createIntl(
    {
      // Hindi pages keep Latin digits and Indian grouping (₹51,250), as the college writes them.
      locale: lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN',
      messages: catalogue[lang] as Record<string, string>,
      defaultRichTextElements: RICH_TEXT,
      // A missing message is a bug the type check and the catalogue test catch; never fall back quietly.
      onError: (error) => {
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
      // Tests read catalogues raw (the build parses them); FormatJS's advice to precompile is for the build.
      onWarn: (warning) => {
        if (!warning.includes('pre-compiled')) console.warn(warning);
      },
    },
    cache,
  ));
}

export type Translate<K extends string> = {
  (id: K): string;
  (id: K, values: MessageValues): ReactNode;
};

/** Text for plain places (attributes, titles): the message with its values, as one string. */
export type TranslateText<K extends string> = (id: K, values?: Record<string, string | number>) => string;

/**
 * A part's messages in the page's language: `t('id')` for text, `t('id', { link: (c) => <a>{c}</a> })`
 * for rich text; `text('id')` where only a string fits (an attribute, a document title).
 */
export function useCatalogue<K extends string>(catalogue: Catalogue<K>) {
  const lang = useLanguage();
  return useMemo(() => translator(catalogue, lang), [catalogue, lang]);
}

/** The same outside React (prerender steps, e-mails rendered in Node, tests). */
export function translator<K extends string>(catalogue: Catalogue<K>, lang: Lang) {
  const intl = intlFor(catalogue, lang);
  const t = ((id: K, values?: MessageValues) => intl.formatMessage({ id }, values as never)) as Translate<K>;
  const text: TranslateText<K> = (id, values) => String(intl.formatMessage({ id }, values));
  return { t, text, lang, intl };
}
