/**
 * Pages with live answers (decision 017). A remote's page that shows data every visitor sees alike
 * (the notices on `/` and `/news`, the admission window) declares the public GET answers it shows;
 * its build ships the render bundle beside its prerendered HTML. Per request the gateway fetches
 * those answers from their services and renders the page with them, so the first response carries
 * the data (readable without script) and the browser hydrates it without fetching it again.
 *
 * Rendered HTML is kept per bundle, page, props, language and answers: a page is rendered again
 * only when what it shows changed. Renders run in a thread of their own, started when a render is
 * needed and ended when none was for a while: the render bundles (React in each) hold memory only
 * then, and a slow render never holds up the gateway's other requests. Anything missing (a remote
 * on another host, an old build, a service slow or down, a render that throws or runs too long)
 * leaves the prerendered page, which loads its data in the browser as before: a live page never
 * fails because of its data.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  filledAnswerPath,
  LIVE_PAGES_FILE,
  type Lang,
  type LivePages,
  type RenderedPage,
  SSR_DIR,
} from '@college/remote-kit/prerender';
import { fetch } from 'undici';
import type { ServiceRoute } from './service-routes';

/** Long enough for a SQLite read on a busy small server; short enough that a slow service costs little. */
const ANSWER_TIMEOUT_MS = 800;
const KEPT_RENDERS = 64;
/** A render takes milliseconds; one still running after this is stopped (the prerendered page stands in). */
const RENDER_TIMEOUT_MS = 5_000;
/** The render thread ends after this long without a render (the pages rendered stay kept). */
const RENDER_THREAD_IDLE_MS = 10_000;
const RENDER_THREAD_HEAP_MB = 64;

const rendered = new Map<string, RenderedPage>();
const rendering = new Map<string, Promise<RenderedPage | undefined>>();

type Job = {
  resolve: (page: RenderedPage | undefined) => void;
  log: (error: unknown) => void;
  timer: NodeJS.Timeout;
  /** The thread it was sent to: a stopped thread's late 'exit' must not end a new thread's jobs. */
  worker: Worker;
};
let thread: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextJob = 0;
const jobs = new Map<number, Job>();

function endThread(worker: Worker, why?: Error) {
  if (thread === worker) thread = undefined;
  for (const [id, job] of jobs) {
    if (job.worker !== worker) continue;
    jobs.delete(id);
    clearTimeout(job.timer);
    if (why) job.log(why);
    job.resolve(undefined);
  }
  void worker.terminate();
}

function renderThread(): Worker {
  if (thread) return thread;
  const worker = new Worker(new URL('./live-render-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  worker.on(
    'message',
    ({ id, page, error }: { id: number; page?: RenderedPage | null; error?: { message: string; stack?: string } }) => {
      const job = jobs.get(id);
      if (!job) return;
      jobs.delete(id);
      clearTimeout(job.timer);
      if (error) job.log(Object.assign(new Error(error.message), { stack: error.stack }));
      job.resolve(page ?? undefined);
      if (jobs.size === 0) idle = setTimeout(() => endThread(worker), RENDER_THREAD_IDLE_MS).unref();
    },
  );
  worker.on('error', (error) => endThread(worker, error));
  worker.on('exit', () => endThread(worker));
  thread = worker;
  return worker;
}

/** Renders in the render thread; undefined when the render failed or took too long (logged). */
function renderInThread(
  job: {
    bundle: string;
    module: string;
    props?: Record<string, string>;
    lang: Lang;
    answers: Record<string, unknown>;
    search: string;
  },
  log: (error: unknown) => void,
) {
  clearTimeout(idle);
  const worker = renderThread();
  const id = nextJob++;
  return new Promise<RenderedPage | undefined>((resolve) => {
    const timer = setTimeout(
      () => endThread(worker, new Error(`a live page render took over ${RENDER_TIMEOUT_MS} ms: stopped`)),
      RENDER_TIMEOUT_MS,
    );
    jobs.set(id, { resolve, log, timer, worker });
    worker.postMessage({ id, ...job });
  });
}

const isLivePages = (value: unknown): value is LivePages =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LivePages).bundle === 'string' &&
  /^render\.[0-9a-f]+\.cjs$/.test((value as LivePages).bundle) &&
  typeof (value as LivePages).pages === 'object';

/** The service that answers a public path, as the gateway's proxy routes it. */
export function serviceFor(routes: readonly ServiceRoute[], answerPath: string): ServiceRoute | undefined {
  // A prefix covers itself and everything under it, as the proxy mounts it; a query is no part of it.
  const pathOnly = answerPath.split('?')[0];
  return routes.find((route) => pathOnly === route.prefix || pathOnly.startsWith(`${route.prefix}/`));
}

export type AnswerFetcher = (answerPath: string) => Promise<unknown>;

/** Fetches a public answer from its service directly (no cookie, no identity): what any visitor would get. */
export function serviceAnswers(
  routes: readonly ServiceRoute[],
  urls: Record<string, { url: string }>,
  requestId: string,
): AnswerFetcher {
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

/** A live page: its HTML, the answers it was rendered with and the part of the query it followed. */
export type LivePage = RenderedPage & { answers: Record<string, unknown>; search: string };

/** A query a live page is rendered for: longer ones are not (its answers take a few short values). */
const MAX_SEARCH_LENGTH = 512;

/**
 * The page `module` of the build in `distDir` rendered with its live answers, or undefined when it
 * has none or any of them cannot be had (the prerendered page stands in). `search`: the query of the
 * page's address; an answer declared with `{name}` in its path follows it (filledAnswerPath), and
 * one whose values the query lacks is not fetched (the page shows what it shows without it).
 */
export async function renderLive(
  distDir: string,
  read: (file: string) => Promise<string | undefined>,
  module: string,
  props: Record<string, string> | undefined,
  lang: Lang,
  fetchAnswer: AnswerFetcher,
  log: (error: unknown) => void,
  search = '',
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
  const declared = live.pages[module];
  if (!Array.isArray(declared) || declared.length === 0 || search.length > MAX_SEARCH_LENGTH) return undefined;
  const query = new URLSearchParams(search);
  // Only the values the page's answers name count: any other query (a tracking tag) changes nothing.
  const paths = declared.flatMap((template) => filledAnswerPath(String(template), query) ?? []);
  const fetched = await Promise.all(paths.map((answerPath) => fetchAnswer(answerPath)));
  if (fetched.some((answer) => answer === undefined)) return undefined;
  const answers = Object.fromEntries(paths.map((answerPath, i) => [answerPath, fetched[i]]));
  const followed = new URLSearchParams(
    [...query].filter(([name]) => declared.some((template) => String(template).includes(`{${name}}`))),
  ).toString();

  const bundle = path.join(distDir, SSR_DIR, live.bundle);
  const key = createHash('sha256')
    .update(JSON.stringify([bundle, module, props ?? null, lang, answers, followed]))
    .digest('base64url');
  let page = rendered.get(key);
  if (!page) {
    // The same page asked for by several visitors at once is rendered once.
    let render = rendering.get(key);
    if (!render) {
      render = renderInThread({ bundle, module, props, lang, answers, search: followed }, log).finally(() =>
        rendering.delete(key),
      );
      rendering.set(key, render);
    }
    page = await render;
    if (!page) return undefined;
    // A small map, oldest out first: the same few pages come back with the same answers.
    if (!rendered.has(key)) {
      if (rendered.size >= KEPT_RENDERS) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, page);
    }
  }
  return { ...page, answers, search: followed };
}
