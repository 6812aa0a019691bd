import { getJson } from '@college/remote-kit';
import { emailAnswerSchema } from '@college/office-service/office/users';
import { ACCOUNT_EMAIL_PATH } from '@college/office-service/contract';
import { officePost } from '@college/remote-kit/office';

/** The signed-in user's own e-mail address (null: none). */
export const getOwnEmail = (signal?: AbortSignal) => getJson(ACCOUNT_EMAIL_PATH, emailAnswerSchema, signal);

/** Sets or clears (null) the signed-in user's own e-mail address. */
export const setOwnEmail = (email: string | null, csrfToken: string) =>
  officePost(ACCOUNT_EMAIL_PATH, { email }, emailAnswerSchema, csrfToken);
