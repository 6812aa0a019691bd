import { ApiError } from '@college/remote-kit';
import { MESSAGES } from '@college/office-service/contract';

/**
 * A refused code (401 with the service's "That code did not work" words) belongs under the code's
 * field: the failure is made a field error of `field`, which the form shows there and in its
 * summary. Any other failure (the half-done sign-in ran out, the network) stays as it was.
 */
export async function codeRefusalAt<T>(field: string, send: Promise<T>): Promise<T> {
  try {
    return await send;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.message === MESSAGES.codeFailed) {
      throw new ApiError(error.message, error.status, { [field]: error.message }, error.requestId);
    }
    throw error;
  }
}

/** The half-done sign-in is gone (timed out, or refused): only starting again helps. */
export const mustStartAgain = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 409 || (error.status === 401 && error.message !== MESSAGES.codeFailed));
