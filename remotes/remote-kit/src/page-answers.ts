import { useState } from 'react';
import * as v from 'valibot';
export { filledAnswerPath } from './prerender/contract';

/**
 * Answers a page was rendered with (decision 017): the gateway renders a page that declares
 * `pageAnswers` (public GET paths of its services) with their answers at request time, so its data
 * is in the first response, and sends the same answers in the page's boot data. The page's first
 * render in the browser then starts from them, so hydration finds the same markup and nothing is
 * fetched twice.
 *
 * One store per page, under a global key: the shell fills it from the boot data, the gateway's
 * render around one synchronous renderToString; every remote's copy of this module reads it.
 */
const STORE = Symbol.for('college.page-answers');
type Store = { answers: Record<string, unknown>; at: string | null; search: string };
const holder = globalThis as { [STORE]?: Store };

/**
 * `at`: the address (path and query) the answers belong to; null on the server. `search`: the part
 * of its query the page was rendered for (the values its answers follow, see `filledAnswerPath`),
 * the same on the server and in the browser's first render.
 */
export function setPageAnswers(answers: Record<string, unknown> | undefined, at: string | null, search = ''): void {
  if (answers) holder[STORE] = { answers, at, search };
  else delete holder[STORE];
}

const here = () => (typeof window === 'undefined' ? null : window.location.pathname + window.location.search);

/**
 * The query of the address the page is being drawn with answers for: on the server while the
 * gateway renders it, in the browser while it hydrates that very address. Null otherwise (a
 * prerendered page cannot know its query; a later navigation loads afresh).
 */
export function pageSearch(): URLSearchParams | null {
  const store = holder[STORE];
  if (!store || (store.at !== null && store.at !== here())) return null;
  return new URLSearchParams(store.search);
}

/**
 * The answer at `path` the page was rendered with, checked against the contract; undefined when the
 * page was not rendered with it (another page, a later navigation, a static fragment): load it then.
 */
export function pageAnswer<S extends v.GenericSchema>(path: string, schema: S): v.InferOutput<S> | undefined {
  const store = holder[STORE];
  if (!store || !(path in store.answers) || (store.at !== null && store.at !== here())) return undefined;
  const parsed = v.safeParse(schema, store.answers[path]);
  return parsed.success ? parsed.output : undefined;
}

/**
 * For a hook's first render: the page's answer at `path` (null: none wanted), taken through `pick`,
 * as a resource's `initial`; read once, so a later navigation never swaps it underneath.
 */
export function useInitialAnswer<S extends v.GenericSchema, T>(
  path: string | null,
  schema: S,
  pick: (answer: v.InferOutput<S>) => T,
): { data: T } | undefined {
  const [initial] = useState(() => {
    const answer = path === null ? undefined : pageAnswer(path, schema);
    return answer === undefined ? undefined : { data: pick(answer) };
  });
  return initial;
}
