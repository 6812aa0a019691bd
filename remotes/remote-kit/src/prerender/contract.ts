import type { Lang } from '@college/design-system/address';

/**
 * What a build's prerendered HTML and the gateway agree on. Each remote's build writes one HTML
 * fragment per exposed page into its own dist/ssr/; the shell's build writes the frame (header,
 * navigation, footer) into dist/index.html with MAIN_MARKER where a page goes. The gateway stitches
 * them per request, so a remote redeployed alone brings its own fresh HTML.
 */
export const SSR_DIR = 'ssr';

/** The languages every page is prerendered in (the design system's). */
export type { Lang };
export const PRERENDER_LANGS: readonly Lang[] = ['en', 'hi'];

/** The not-found page in a language. */
export const notFoundFile = (lang: Lang = 'en') => `${SSR_DIR}/${langDir(lang)}not-found.html`;

/** Stands in the shell's page (dist/index.html) for the frame, chosen per route by the gateway. */
export const FRAME_MARKER = '@@portal-frame@@';

/**
 * The frame as prerendered for one route of the table (the current page's menu link marked), so
 * that the client can hydrate it as it is: the same markup, the same DOM nodes, no repaint.
 */
export function frameFile(routePath?: string, lang: Lang = 'en'): string {
  const key = routePath ? routePath.replace(/[^A-Za-z0-9_-]/g, '_') : 'default';
  return `${SSR_DIR}/${langDir(lang)}frames/${key}.html`;
}

/** English files keep their place; each other language's go in a folder of their own. */
const langDir = (lang: Lang) => (lang === 'en' ? '' : `${lang}/`);

/**
 * Stands in the shell's head after its own stylesheets and before its scripts: the gateway puts
 * what the route's first paint waits for here (its stylesheets, its image hints), so that a browser
 * asks for all of it before any script. A comment: a gateway that does not know it leaves nothing
 * visible.
 */
export const FIRST_PAINT_MARKER = '<!--portal-first-paint-->';

/**
 * Marks a `<template>` in the head holding preload hints for code the page needs only once it is
 * painted (the route's remote entry and chunks). A template's links ask for nothing; the boot
 * script adds them to the head when it starts the shell, after the first paint, so that no script
 * download or compilation competes with the first paint for the link or the processor.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The markup for such hints: low-priority script preloads in one template, nothing when there are
 * none. The hrefs must already be safe inside an attribute.
 */
export function afterPaintHints(hrefs: string[]): string {
  if (hrefs.length === 0) return '';
  const links = hrefs.map((href) => `<link rel="preload" as="script" href="${href}" fetchpriority="low">`);
  return `<template ${AFTER_PAINT_ATTRIBUTE}>${links.join('')}</template>`;
}

/** Stands in the frame's <main> for the route's page. */
export const MAIN_MARKER = '@@portal-main@@';
/**
 * Stands in the frame's language switch for the same page in the other language (its path and
 * query); the gateway writes the real address, which is what the browser's first render draws.
 */
export const LANG_SWITCH_MARKER = '/@@portal-lang-switch@@';

/** Stands in the prerendered not-found page for the requested path (HTML-escaped by the gateway). */
export const PATH_MARKER = '@@portal-path@@';
/** Asset URLs in a fragment start with this; the gateway puts the remote's public folder there. */
export const PUBLIC_PATH_MARKER = '/@@portal-public-path@@/';

/** The id of the JSON data block the gateway adds (remotes map and the route's manifest). */
export const BOOT_DATA_ID = 'portal-boot';
export type BootData = {
  /** name → mf-manifest.json URL, as in /remotes.json. */
  remotes: Record<string, string>;
  /** The page's words: the shell's and the route's module's packs in the page's language. */
  messages?: {
    lang: Lang;
    pack: LanguagePack;
    /** The page module (`remote/Module`) whose words are in the pack, when its build had them. */
    page?: string;
  };
  /** The answers a live page was rendered with (decision 017), by path: the page starts from them. */
  answers?: Record<string, unknown>;
  /** The part of the address's query the live page was rendered for (the values its answers follow). */
  search?: string;
};

/**
 * Live pages (decision 017): a remote whose pages declare `pageAnswers` (public GET paths of its
 * services) ships its render bundle in ssr/ and names it and those pages here; the gateway renders
 * such a page per request with the answers fetched just then (kept while they do not change).
 */
export const LIVE_PAGES_FILE = `${SSR_DIR}/live-pages.json`;
export type LivePages = { bundle: string; pages: Record<string, string[]> };
/**
 * A declared answer path may name query values of the page's address in braces, filled in per
 * request: `/api/x?course_id={course_id}`. The path with them filled in (each encoded), or null
 * when the query lacks one (that answer is not wanted for this address). A value is at most 64
 * characters: an answer path is a look-up, never a carrier for a visitor's text.
 */
export function filledAnswerPath(template: string, query: URLSearchParams): string | null {
  let missing = false;
  const filled = template.replace(/\{([A-Za-z_][\w]*)\}/g, (_all, name: string) => {
    const value = query.get(name)?.trim() ?? '';
    if (!value || value.length > 64) missing = true;
    return encodeURIComponent(value);
  });
  return missing ? null : filled;
}

/** A page rendered: what goes in <main>, and the hints React hoisted for <head>. */
export type RenderedPage = { main: string; head: string };
/** What the render bundle exports for the gateway. */
export type LiveRenderer = {
  renderLive(
    name: string,
    props: Record<string, string> | undefined,
    lang: Lang,
    answers: Record<string, unknown>,
    /** The query of the address rendered, for a page whose answers follow it. */
    search?: string,
  ): RenderedPage | undefined;
};

/**
 * Language packs: a page's words in one language, `{ catalogue key: parsed messages }`, written by
 * each production build per page (a remote's exposed module; the shell's frame) and language, and
 * carried by the composed page in its boot data (see build-kit's messages-loader.mjs).
 */
export const SHELL_PACK = 'shell';
export const packFile = (lang: Lang, module: string) => `messages/${lang}/${module}.json`;
export type LanguagePack = Record<string, unknown>;

/** The shell's start-up files, written by its build for the gateway's preload hints. */
export const STARTUP_FILE = 'startup.json';
/** `boot`: this build's boot script (a folder may still hold earlier builds' ones, kept a week). */
export type StartupFiles = { js: string[]; css: string[]; boot?: string };

/** Props that change what a module renders (e.g. which document) make their own fragment. */
export function fragmentFile(module: string, props?: Record<string, string>, lang: Lang = 'en'): string {
  const suffix = Object.entries(props ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `--${key}-${value}`)
    .join('')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  return `${SSR_DIR}/${langDir(lang)}${module}${suffix}.html`;
}

/** Hints React hoisted out of a page (e.g. preloads of its eager images), for the page's <head>. */
export const headFile = (fragment: string) => fragment.replace(/\.html$/, '.head.html');
