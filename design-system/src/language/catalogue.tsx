import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { useLanguage, type Lang } from './language';
import { ARGUMENT, LITERAL, SELECT, TAG, type Part } from './message-parts';

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

/** One catalogue's messages in one language, and the formatting of any of them. */
export interface CatalogueFormatter {
  readonly locale: string;
  /** The messages by id (parsed in a production build): whether an id is one of them. */
  readonly messages: Readonly<Record<string, unknown>>;
  /** The message with its values: a string, or React nodes when a value or a tag is one. */
  formatMessage(id: string, values?: MessageValues): ReactNode;
}

const formatters = new WeakMap<object, Partial<Record<Lang, CatalogueFormatter>>>();

/**
 * Parts (a tag's chunks, a rich message's result) become one fragment with the parts as its
 * children, not a list: React asks every element of a list for a key, and parts have none.
 */
const asOneNode = (parts: ReactNode[], key?: string) => createElement(Fragment, { key }, ...parts);

/** Each tag's function gets its chunks as one keyed node (a list of one). */
function withWholeChunks(values: MessageValues): MessageValues {
  const whole: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    whole[name] = typeof value === 'function' ? (chunks: ReactNode[]) => value([asOneNode(chunks, name)]) : value;
  }
  return whole;
}

/** The always-there tags, wrapped once rather than on every call. */
const WHOLE_RICH_TEXT = withWholeChunks(RICH_TEXT);

/**
 * A compiled message made of text, plain values, choices by a value and tags only (most of them) is
 * put together here, without the formatter: making an IntlMessageFormat loads the browser's ICU
 * locale data, 30-40 ms of a phone's main thread on the first page, which only numbers, dates and
 * plurals need. Undefined: a part this cannot do (or a value missing), for the formatter to do.
 * The result is what the formatter gives for the same message (a test compares them).
 */
function assemble(parts: readonly Part[], values: MessageValues): ReactNode[] | undefined {
  const out: ReactNode[] = [];
  const add = (node: ReactNode) => {
    if (typeof node === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += node;
    else out.push(node);
  };
  for (const part of parts) {
    if (part.type === LITERAL) add(part.value);
    else if (part.type === ARGUMENT) {
      const value = values[part.value];
      if (!(part.value in values) || value instanceof Date || typeof value === 'function') return undefined;
      add(typeof value === 'string' || typeof value === 'number' ? String(value) : value ? (value as ReactNode) : '');
    } else if (part.type === SELECT) {
      if (!(part.value in values)) return undefined;
      const option = part.options?.[String(values[part.value])] ?? part.options?.other;
      const chosen = option && assemble(option.value, values);
      if (!chosen) return undefined;
      chosen.forEach(add);
    } else if (part.type === TAG) {
      const tag = values[part.value];
      const chunks = assemble(part.children ?? [], values);
      if (typeof tag !== 'function' || !chunks) return undefined;
      const made = tag(chunks);
      (Array.isArray(made) ? made : [made]).forEach(add);
    } else return undefined;
  }
  return out;
}

/**
 * Whether any compiled message in `messages` (a catalogue's, or a language pack of catalogues) has
 * a part only the formatter does (a number, a date, a plural): only then does a page need the
 * browser's ICU data, which the shell may load ahead of drawing the page.
 */
export function needsFormatter(messages: unknown): boolean {
  if (typeof messages !== 'object' || messages === null) return false;
  const part = messages as Partial<Part>;
  if (
    typeof part.type === 'number' &&
    part.type !== LITERAL &&
    part.type !== ARGUMENT &&
    part.type !== SELECT &&
    part.type !== TAG
  )
    return true;
  // A page's pack is thousands of parts, walked while the page starts: no arrays made on the way.
  for (const key in messages) if (needsFormatter((messages as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * FormatJS's message formatter (intl-messageformat) for each message, made on first use and kept:
 * pages render the same messages many times. (react-intl's provider and hooks went unused here, and
 * its formatters for dates, lists and display names cost every page some 4 KB gzip.)
 */
function formatterOf(catalogue: Catalogue, lang: Lang): CatalogueFormatter {
  // Hindi pages keep Latin digits and Indian grouping (₹51,250), as the college writes them.
  const locale = lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
  const messages = catalogue[lang] as Readonly<Record<string, string>>;
  const parsed = new Map<string, IntlMessageFormat>();
  return {
    locale,
    messages,
    formatMessage(id, values) {
      if (!Object.hasOwn(messages, id)) {
        // A missing message is a bug the type check and the catalogue test catch; never fall back quietly.
        if (process.env.NODE_ENV !== 'production') console.error(`[catalogue] no message "${id}" in ${lang}`);
        return id;
      }
      const all = values ? { ...WHOLE_RICH_TEXT, ...withWholeChunks(values) } : WHOLE_RICH_TEXT;
      const message = messages[id] as unknown;
      const assembled = Array.isArray(message) ? assemble(message as Part[], all) : undefined;
      if (assembled) return assembled.length === 0 ? '' : assembled.length === 1 ? assembled[0] : asOneNode(assembled);
      let format = parsed.get(id);
      if (!format) parsed.set(id, (format = new IntlMessageFormat(message as never, locale)));
      try {
        const result = format.format<ReactNode>(all as never);
        return Array.isArray(result) ? asOneNode(result) : result;
      } catch (error) {
        if (process.env.NODE_ENV !== 'production') console.error(`[catalogue] "${id}" in ${lang}:`, error);
        return id;
      }
    },
  };
}

/** One formatter per catalogue and language, made once and kept. */
export function intlFor(catalogue: Catalogue, lang: Lang): CatalogueFormatter {
  // A production page gets its words from its language pack (packs.ts), which the shell applies
  // before it draws the page; a catalogue without them is a pack the build or the gateway missed.
  if (!catalogue[lang]) throw new Error(`a catalogue has no messages in "${lang}": its language pack did not arrive`);
  let byLang = formatters.get(catalogue);
  if (!byLang) formatters.set(catalogue, (byLang = {}));
  return (byLang[lang] ??= formatterOf(catalogue, lang));
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
  const t = ((id: K, values?: MessageValues) => intl.formatMessage(id, values)) as Translate<K>;
  const text: TranslateText<K> = (id, values) => String(intl.formatMessage(id, values));
  return { t, text, lang, intl };
}
