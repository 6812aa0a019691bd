import type * as v from 'valibot';
import { getJson } from './api';
import { useInitialAnswer } from './page-answers';
import { type Resource, useResource } from './use-resource';

/**
 * A public answer the page shows (one of its `pageAnswers`): ready at first render with the answer
 * the gateway rendered the page with, else loaded in the browser. `pick` takes what the page needs
 * from the answer (for both ways alike).
 */
export function useAnswer<S extends v.GenericSchema, T>(
  path: string,
  schema: S,
  pick: (answer: v.InferOutput<S>) => T,
): Resource<T> {
  const initial = useInitialAnswer(path, schema, pick);
  return useResource(async (signal) => pick(await getJson(path, schema, signal)), [path], { initial });
}
