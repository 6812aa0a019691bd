import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BOOT_DATA_ID,
  frameFile,
  FRAME_MARKER,
  fragmentFile,
  LANG_SWITCH_MARKER,
  headFile,
  MAIN_MARKER,
  notFoundFile,
  packFile,
  PATH_MARKER,
  PUBLIC_PATH_MARKER,
  SHELL_PACK,
  afterPaintHints,
  FIRST_PAINT_MARKER,
  type LanguagePack,
  type BootData,
  type Lang,
} from '@college/remote-kit/prerender';
import { localePath, stripLocale } from '@college/design-system/address';
import { siteFor } from '@college/remote-kit/site';
import { isOfficeAddress } from './cache-rules';
import { type AnswerFetcher, renderLive } from './live-pages';
import { routedPath } from './request-path';
import { documentTitle, isShellRoute, NOT_FOUND_TITLE, routeTitle, type RouteEntry } from '@college/shell/route-table';
import { fetch } from 'undici';

/**
 * Server-side composition: the shell's prerendered frame and the route's prerendered page (from the
 * owning remote's own build), the remotes map and that remote's manifest as a JSON data block, and
 * preload hints for the route's code, held back until the page is painted. Everything is read per
 * request, so a remote rebuilt or redeployed alone is served at once, HTML and code alike.
 */
type ExposeAssets = { js: { sync: string[] }; css: { sync: string[] } };
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets: ExposeAssets }>;
};

/** Where one remote's build lives: its folder on this machine, or a URL on another host. */
type RemoteSource = {
  /** URL prefix of the build as the browser sees it (ends with /). */
  base: string;
  manifest: Manifest;
  read(file: string): Promise<string | undefined>;
  /** The build's folder, for a remote on this machine (live pages render only from one). */
  dir?: string;
};

const OTHER_HOST_TTL_MS = 60_000;
const OTHER_HOST_TIMEOUT_MS = 2_000;
const cache = new Map<string, { expires: number; body: Promise<string | undefined> }>();

/** A remote on another host: its manifest and fragments, fetched and kept for a minute. */
function fetchCached(url: string): Promise<string | undefined> {
  const now = Date.now();
  const hit = cache.get(url);
  if (hit && hit.expires > now) return hit.body;
  const body = fetch(url, { signal: AbortSignal.timeout(OTHER_HOST_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  cache.set(url, { expires: now + OTHER_HOST_TTL_MS, body });
  return body;
}

async function readOrUndefined(file: string) {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

const decodeSafe = (text: string) => {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A language pack as written by the build; a missing or broken file is an empty pack. */
function parsePack(text: string | undefined): LanguagePack {
  if (!text) return {};
  try {
    const pack: unknown = JSON.parse(text);
    return typeof pack === 'object' && pack !== null && !Array.isArray(pack) ? (pack as LanguagePack) : {};
  } catch {
    return {};
  }
}

export async function remoteSource(name: string, entry: string, remotesDir: string): Promise<RemoteSource | undefined> {
  const localPrefix = `/remotes/${name}/`;
  if (entry.startsWith(localPrefix)) {
    const dist = path.join(remotesDir, name, 'dist');
    const manifestPath = path.join(dist, entry.slice(localPrefix.length));
    if (!manifestPath.startsWith(dist + path.sep)) return undefined;
    const text = await readOrUndefined(manifestPath);
    if (!text) return undefined;
    return {
      base: path.posix.dirname(entry) + '/',
      manifest: JSON.parse(text) as Manifest,
      read: (file) => readOrUndefined(path.join(path.dirname(manifestPath), file)),
      dir: path.dirname(manifestPath),
    };
  }
  if (!/^https?:\/\//.test(entry)) return undefined;
  const text = await fetchCached(entry);
  if (!text) return undefined;
  const base = new URL('.', entry).href;
  return { base, manifest: JSON.parse(text) as Manifest, read: (file) => fetchCached(new URL(file, base).href) };
}

export type PageParts = {
  /** dist/index.html of the shell: head, scripts, and FRAME_MARKER inside #root. */
  template: string;
  /** The requested address, language prefix included. */
  pathname: string;
  /** The page's language (from the address) and the address without its prefix. */
  lang?: Lang;
  /** The address's query ('?…' or ''): a live page whose answers follow it is rendered for it. */
  search?: string;
  /** The portal's origin as the visitor reached it, for the page's language alternates. */
  origin?: string;
  /** The same page in the other language (path and query), for the frame's language switch. */
  switchHref?: string;
  route: RouteEntry | undefined;
  remotes: Record<string, string>;
  remotesDir: string;
  shellDist: string;
  /** Fetches a public answer for a live page (decision 017); without it every page is its prerendered HTML. */
  answers?: AnswerFetcher;
  log?: (error: unknown) => void;
};

export async function composePage({
  template,
  pathname,
  lang = 'en',
  search = '',
  origin = '',
  switchHref = '/',
  route,
  remotes,
  remotesDir,
  shellDist,
  answers,
  log = () => undefined,
}: PageParts): Promise<string> {
  const frame =
    (route && (await readOrUndefined(path.join(shellDist, frameFile(route.path, lang))))) ??
    (await readOrUndefined(path.join(shellDist, frameFile(undefined, lang)))) ??
    MAIN_MARKER;
  // Staff pages: never in a search engine's index, whatever a crawler finds.
  const office = isOfficeAddress(routedPath(pathname));
  const head: string[] = office ? ['<meta name="robots" content="noindex, nofollow">'] : [];
  // What the route's first paint waits for (its stylesheets and its hints, such as the image a page
  // opens with), beside the shell's stylesheets, ahead of every script (at the shell's marker, if
  // its build left one).
  const firstPaint: string[] = [];
  // Each public page exists in both languages: search engines and readers are told where the other is.
  if (route && !office) {
    const plain = stripLocale(pathname).path;
    const hindi = localePath(plain, 'hi');
    for (const [hreflang, href] of [
      ['en', plain],
      ['hi', hindi],
      ['x-default', plain],
    ] as const) {
      head.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + encodeURI(decodeSafe(href)))}">`,
      );
    }
  }
  const boot: BootData = { remotes };
  let main = '';
  // The page's words in its language (the scripts carry none): the shell's, then the page module's.
  const pack: LanguagePack = { ...parsePack(await readOrUndefined(path.join(shellDist, packFile(lang, SHELL_PACK)))) };
  let packedPage: string | undefined;

  if (route && isShellRoute(route)) {
    // A page the shell draws itself (the sitemap): prerendered by the shell's build, its code and
    // styles already in the shell's own files.
    main = (await readOrUndefined(path.join(shellDist, fragmentFile(route.module, route.props, lang)))) ?? '';
  } else if (route) {
    const entry = remotes[route.remote];
    const source = entry ? await remoteSource(route.remote, entry, remotesDir).catch(() => undefined) : undefined;
    if (source) {
      const expose = source.manifest.exposes?.find((e) => e.name === route.module);
      const remoteEntry = source.manifest.metaData?.remoteEntry;
      for (const css of expose?.assets.css.sync ?? [])
        firstPaint.push(`<link rel="stylesheet" href="${escapeHtml(source.base + css)}">`);
      const scripts = [
        ...(remoteEntry?.name ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : []),
        ...(expose?.assets.js.sync ?? []),
      ];
      // Inert until the boot script adds them, when it starts the shell after the first paint: the
      // federation runtime then finds the route's code on its way instead of asking for it after.
      head.push(afterPaintHints(scripts.map((js) => escapeHtml(source.base + js))));
      const pagePack = await source.read(packFile(lang, route.module));
      if (pagePack !== undefined) {
        Object.assign(pack, parsePack(pagePack));
        packedPage = `${route.remote}/${route.module}`;
      }
      // A page showing live answers is rendered with them now; any other, or a live one whose
      // answers cannot be had, is the build's prerendered HTML.
      const live =
        answers && source.dir
          ? await renderLive(
              source.dir,
              source.read,
              route.module,
              route.props,
              lang,
              answers,
              log,
              search.replace(/^\?/, ''),
            )
          : undefined;
      if (live) {
        main = live.main.replaceAll(PUBLIC_PATH_MARKER, source.base);
        if (live.head) firstPaint.push(live.head.replaceAll(PUBLIC_PATH_MARKER, source.base));
        boot.answers = live.answers;
        if (live.search) boot.search = live.search;
      } else {
        let file = fragmentFile(route.module, route.props, lang);
        let fragment = await source.read(file);
        if (fragment === undefined && route.props)
          fragment = await source.read((file = fragmentFile(route.module, undefined, lang)));
        // A missing fragment leaves main empty (it keeps its height); the client then draws the page.
        if (fragment) {
          main = fragment.replaceAll(PUBLIC_PATH_MARKER, source.base);
          const hints = await source.read(headFile(file));
          if (hints) firstPaint.push(hints.replaceAll(PUBLIC_PATH_MARKER, source.base));
        }
      }
    }
  } else {
    const notFound = (await readOrUndefined(path.join(shellDist, notFoundFile(lang)))) ?? '';
    main = notFound.replaceAll(`/${PATH_MARKER}`, escapeHtml(pathname)).replaceAll(PATH_MARKER, escapeHtml(pathname));
  }

  boot.messages = { lang, pack, ...(packedPage ? { page: packedPage } : {}) };
  const title = documentTitle(route ? routeTitle(route, lang) : NOT_FOUND_TITLE[lang], siteFor(lang).name);
  // A shell template built before the marker existed: the first paint's links lead the head's end.
  const marked = template.includes(FIRST_PAINT_MARKER);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(FRAME_MARKER, () => frame.replaceAll(LANG_SWITCH_MARKER, escapeHtml(switchHref)))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(FIRST_PAINT_MARKER, () => firstPaint.join(''))
    .replace('</head>', () => `${marked ? '' : firstPaint.join('')}${head.join('')}</head>`)
    .replace(MAIN_MARKER, () => main)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script></body>`,
    );
}
