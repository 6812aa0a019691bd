// @ts-check
// The thread that renders live pages (live-pages.ts). Plain JavaScript, so the same file runs under
// `node` from the built gateway, under tsx and under the tests: it only loads the remotes' render
// bundles (CommonJS files that carry React themselves) and calls them.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** @typedef {{ renderLive: (...args: unknown[]) => unknown, ready?: Promise<void> }} Renderer */
/** @type {Map<string, Renderer>} */
const renderers = new Map();

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, bundle: string, module: string, props: unknown, lang: string, answers: unknown, search: string }} */ job,
  ) => {
    try {
      let renderer = renderers.get(job.bundle);
      if (!renderer) {
        const loaded = require(job.bundle);
        if (typeof loaded?.renderLive !== 'function') throw new Error(`${job.bundle} has no renderLive`);
        renderer = /** @type {Renderer} */ (loaded);
        renderers.set(job.bundle, renderer);
      }
      // What the bundle's pages load before rendering (their beforeRender), once per bundle.
      await renderer.ready;
      parentPort?.postMessage({
        id: job.id,
        page: renderer.renderLive(job.module, job.props, job.lang, job.answers, job.search) ?? null,
      });
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
      parentPort?.postMessage({ id: job.id, error: { message, stack } });
    }
  },
);
