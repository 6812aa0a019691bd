/**
 * Pages with live answers (decision 017). A remote's page that shows data every visitor sees alike
 * (the notices on `/` and `/news`, the admission window) declares the public GET answers it shows;
 * its build ships the render bundle beside its prerendered HTML. Per request the gateway fetches
 * those answers from their services and renders the page with them, so the first response carries
 * the data (readable without script) and the browser hydrates it without fetching it again.
 *
 * Rendered HTML is kept per bundle, page, props, language and answers: a page is rendered again
 * only when what it shows changed. Anything missing (a remote on another host, an old build, a
 * service slow or down, a render that throws) leaves the prerendered page, which loads its data in
 * the browser as before: a live page never fails because of its data.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LIVE_PAGES_FILE, type Lang, type LivePages, type LiveRenderer, type RenderedPage, SSR_DIR } from '@college/remote-kit/prerender';
import type { ServiceRoute } from './service-routes';

/** Long enough for a SQLite read on a busy small server; short enough that a slow service costs little. */
const ANSWER_TIMEOUT_MS = 800;
const KEPT_RENDERS = 64;

const renderers = new Map<string, LiveRenderer | null>();
const rendered = new Map<string, RenderedPage>();

/** The render bundle of a build folder (loaded once per bundle file: its name changes with its content). */
function rendererAt(file: string, log: (error: unknown) => void): LiveRenderer | null {
  let renderer = renderers.get(file);
  if (renderer === undefined) {
    try {
      const loaded = createRequire(file)(file) as Partial<LiveRenderer>;
      renderer = typeof loaded.renderLive === 'function' ? (loaded as LiveRenderer) : null;
    } catch (error) {
      log(error);
      renderer = null;
    }
    renderers.set(file, renderer);
  }
  return renderer;
}

const isLivePages = (value: unknown): value is LivePages =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LivePages).bundle === 'string' &&
  /^render\.[0-9a-f]+\.cjs$/.test((value as LivePages).bundle) &&
  typeof (value as LivePages).pages === 'object';

/** The service that answers a public path, as the gateway's proxy routes it. */
export function serviceFor(routes: readonly ServiceRoute[], answerPath: string): ServiceRoute | undefined {
  // A prefix covers itself and everything under it, as the proxy mounts it.
  return routes.find((route) => answerPath === route.prefix || answerPath.startsWith(`${route.prefix}/`));
}

export type AnswerFetcher = (answerPath: string) => Promise<unknown>;

/** Fetches a public answer from its service directly (no cookie, no identity): what any visitor would get. */
export function serviceAnswers(routes: readonly ServiceRoute[], urls: Record<string, { url: string }>, requestId: string): AnswerFetcher {
  return async (answerPath) => {
    // Only the public API: never the office's, whatever a build declares.
    if (!answerPath.startsWith('/api/v1/') || answerPath.startsWith('/api/v1/office/')) return undefined;
    const route = serviceFor(routes, answerPath);
    const base = route && urls[route.service]?.url;
    if (!base) return undefined;
    try {
      const response = await fetch(new URL(answerPath, base), {
        headers: { accept: 'application/json', 'x-request-id': requestId },
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      return response.ok ? await response.json() : undefined;
    } catch {
      return undefined;
    }
  };
}

export type LivePage = RenderedPage & { answers: Record<string, unknown> };

/**
 * The page `module` of the build in `distDir` rendered with its live answers, or undefined when it
 * has none or any of them cannot be had (the prerendered page stands in).
 */
export async function renderLive(
  distDir: string,
  read: (file: string) => Promise<string | undefined>,
  module: string,
  props: Record<string, string> | undefined,
  lang: Lang,
  fetchAnswer: AnswerFetcher,
  log: (error: unknown) => void,
): Promise<LivePage | undefined> {
  const text = await read(LIVE_PAGES_FILE);
  if (!text) return undefined;
  let live: unknown;
  try {
    live = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isLivePages(live)) return undefined;
  const paths = live.pages[module];
  if (!Array.isArray(paths) || paths.length === 0) return undefined;
  const fetched = await Promise.all(paths.map((answerPath) => fetchAnswer(String(answerPath))));
  if (fetched.some((answer) => answer === undefined)) return undefined;
  const answers = Object.fromEntries(paths.map((answerPath, i) => [answerPath, fetched[i]]));

  const bundle = path.join(distDir, SSR_DIR, live.bundle);
  const key = createHash('sha256').update(JSON.stringify([bundle, module, props ?? null, lang, answers])).digest('base64url');
  let page = rendered.get(key);
  if (!page) {
    const renderer = rendererAt(bundle, log);
    if (!renderer) return undefined;
    try {
      page = renderer.renderLive(module, props, lang, answers);
    } catch (error) {
      log(error);
      return undefined;
    }
    if (!page) return undefined;
    // A small map, oldest out first: the same few pages come back with the same answers.
    if (rendered.size >= KEPT_RENDERS) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, page);
  }
  return { ...page, answers };
}
