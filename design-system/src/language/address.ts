/**
 * The portal's two languages and their addresses, with no React and no catalogue: the browser, the
 * gateway (Node) and the e2e specs read a page's language from its address in this one way.
 * English pages keep the spec's addresses; each Hindi page has the same address under /hi (one URL
 * per page per language: shareable, cacheable, crawlable). /en/… is the language switch's way back
 * to English (the gateway remembers the choice and redirects to the plain address).
 */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const HINDI_PREFIX = '/hi';
export const ENGLISH_PREFIX = '/en';
/** The cookie that remembers a visitor's choice (set by the gateway). */
export const LANG_COOKIE = 'lang';

/** What each language calls itself, for the switch (always written in its own script). */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

/**
 * An address of the portal in a language: `/news` → `/hi/news`, `/` → `/hi/`. Anything that is not
 * a page of the portal (another site, a file, an API, a fragment) is left as it is.
 */
export function localePath(to: string, lang: Lang): string {
  const plain = stripLocale(to).path;
  if (lang === 'en' || !plain.startsWith('/') || plain.startsWith('//') || isServedFile(plain)) return plain;
  return plain === '/' ? `${HINDI_PREFIX}/` : `${HINDI_PREFIX}${plain}`;
}

/** An address the services answer beside the pages: the APIs, uploaded files, the remotes' code. */
export const isServedFile = (path: string) => /^\/(api|uploads|remotes)\//.test(path);

/** A stand-in origin: a path that leaves it would leave the portal too. */
const PORTAL_ORIGIN = 'http://portal.invalid';

/**
 * Whether `to` is a page of this site written as a path (`/result`, `/news?page=2`). It must start
 * with one `/`, hold no backslash, space or control character (browsers read `\` as `/` and drop
 * tabs and line breaks, so `/\evil.example` and `/<tab>/evil.example` lead off-site), and read back
 * unchanged, but for percent-encoding, when parsed as a URL against a stand-in origin.
 */
export function isSitePath(to: string): boolean {
  if (!to.startsWith('/') || /[\\\s\p{Cc}]/u.test(to)) return false;
  try {
    const url = new URL(to, PORTAL_ORIGIN);
    const back = url.pathname + url.search + url.hash;
    return url.origin === PORTAL_ORIGIN && (back === to || back === encodeURI(to));
  } catch {
    return false;
  }
}

/** The language of an address and the address without its language prefix. */
export function stripLocale(pathname: string): { lang: Lang; path: string } {
  const match = /^\/hi(?=$|[/?#])/i.exec(pathname);
  if (!match) return { lang: 'en', path: pathname };
  const rest = pathname.slice(match[0].length);
  return { lang: 'hi', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** As stripLocale, and whether the address asked for English explicitly (the switch's /en/…). */
export function splitLanguage(pathname: string): { lang: Lang; path: string; explicitEnglish: boolean } {
  const english = /^\/en(?=$|[/?#])/i.exec(pathname);
  if (!english) return { ...stripLocale(pathname), explicitEnglish: false };
  const rest = pathname.slice(english[0].length);
  return { lang: 'en', path: rest.startsWith('/') ? rest : `/${rest}`, explicitEnglish: true };
}
