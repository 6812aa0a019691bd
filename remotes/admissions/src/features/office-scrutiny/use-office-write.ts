import { useState } from 'react';
import { ApiError } from '@college/remote-kit';
import { MESSAGES } from '@college/admissions-service/office/scrutiny';

/**
 * Someone else's change stands in the way: the application's (the service's "stale" message), or
 * a document's in the page's one save (its message names the document; the document's own field
 * says it too).
 */
const isStale = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === MESSAGES.stale || Object.values(error.fieldErrors).includes(MESSAGES.documentStale));

/**
 * What the panel's forms share after a write: a stale version (409 with the service's message)
 * raises the panel's "reload" alert; a 401 or 403 goes to the office frame; anything else stays
 * with the form that failed.
 */
export function useStaleWrites(refused: (error: unknown) => boolean) {
  const [stale, setStale] = useState<string | null>(null);
  const failed = ({ error }: { error: unknown }) => {
    if (refused(error)) return;
    if (isStale(error)) setStale(error.message);
  };
  return { stale, failed, clear: () => setStale(null) };
}
