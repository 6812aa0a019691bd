import { useState } from 'react';
import type * as v from 'valibot';
import { getJson } from './api';
import { pageAnswer } from './page-answers';
import { type Resource, useResource } from './use-resource';

/**
 * A public answer the page shows (one of its `pageAnswers`): ready at first render with the answer
 * the gateway rendered the page with, else loaded in the browser. `pick` takes what the page needs
 * from the answer (for both ways alike).
 */
export function useAnswer<S extends v.GenericSchema, T>(path: string, schema: S, pick: (answer: v.InferOutput<S>) => T): Resource<T> {
  const [initial] = useState(() => {
    const answer = pageAnswer(path, schema);
    return answer === undefined ? undefined : { data: pick(answer) };
  });
  return useResource(async (signal) => pick(await getJson(path, schema, signal)), [path], { initial });
}
