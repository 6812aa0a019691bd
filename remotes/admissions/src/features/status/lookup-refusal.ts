import { ApiError, type SubmitFailure } from '@college/remote-kit';

interface RefusalText {
  notFoundTitle: string;
  waitTitle: string;
  lookupFailed: string;
}

/**
 * What a look-up's failure says above the form (nothing when every message landed on a field):
 * "please wait" for the shared rate limit (429), else "not found" with the service's generic
 * message, which never says which of the values was wrong.
 */
export function lookupRefusal(failure: SubmitFailure | null, text: RefusalText): { title: string; message: string } | null {
  if (!failure || failure.atFields) return null;
  const waiting = failure.error instanceof ApiError && failure.error.status === 429;
  return { title: waiting ? text.waitTitle : text.notFoundTitle, message: failure.reason || text.lookupFailed };
}
