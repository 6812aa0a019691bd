import { useCallback } from 'react';
import { useLanguage } from '@college/design-system';
import { inLanguage } from '@college/service-kit/bilingual';

/**
 * Shows a contract's message (a field's problem from the shared schema, written with `said()`) in
 * the page's language. Answers from a service are already in it; the browser's own checks are not.
 */
export function useInLanguage(): <M extends string | undefined>(message: M) => M {
  const lang = useLanguage();
  return useCallback(
    <M extends string | undefined>(message: M) => (message === undefined ? message : (inLanguage(message, lang) as M)),
    [lang],
  );
}
