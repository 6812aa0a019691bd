import { useState } from 'react';
import { ApiError } from '@college/remote-kit';
import { MESSAGES } from '@college/admissions-service/office/scrutiny';

/**
 * What the panel's forms share after a write: a stale version (409 with the service's message)
 * raises the panel's "reload" alert; a 401 or 403 goes to the office frame; anything else stays
 * with the form that failed.
 */
export function useStaleWrites(refused: (error: unknown) => boolean) {
  const [stale, setStale] = useState<string | null>(null);
  const failed = ({ error }: { error: unknown }) => {
    if (refused(error)) return;
    if (error instanceof ApiError && error.status === 409 && error.message === MESSAGES.stale) setStale(error.message);
  };
  return { stale, failed, clear: () => setStale(null) };
}
