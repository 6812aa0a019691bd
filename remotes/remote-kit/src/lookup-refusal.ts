import { ApiError } from './api';
import type { SubmitFailure } from './use-submit-form';

interface RefusalText {
  notFoundTitle: string;
  waitTitle: string;
  lookupFailed: string;
  /** The title over the service's word that the office cancelled (voided) the application (410). */
  cancelledTitle?: string;
}

/**
 * What a look-up's failure says above the form (nothing when every message landed on a field):
 * "please wait" for the shared rate limit (429), "cancelled" for an application the office voided
 * (410), else "not found" with the service's generic message, which never says which of the values
 * was wrong.
 */
export function lookupRefusal(
  failure: SubmitFailure | null,
  text: RefusalText,
): { title: string; message: string } | null {
  if (!failure || failure.atFields) return null;
  const status = failure.error instanceof ApiError ? failure.error.status : undefined;
  const title =
    status === 429 ? text.waitTitle : status === 410 && text.cancelledTitle ? text.cancelledTitle : text.notFoundTitle;
  return { title, message: failure.reason || text.lookupFailed };
}
