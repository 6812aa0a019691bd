import type * as v from 'valibot';
import { ApiError, getJson, postForm, postJson } from '../api';
import {
  CSRF_HEADER,
  ME_PATH,
  MESSAGES,
  type MeReply,
  meReplySchema,
  okAnswerSchema,
  SIGN_OUT_EVERYWHERE_PATH,
  SIGN_OUT_PATH,
} from '@college/office-service/contract';
import { clearKeptTyping } from './kept-typing';

/** Who is signed in, or stage 'signed_out' (with why the last session ended, when known). */
export const getMe = (signal?: AbortSignal): Promise<MeReply> => getJson(ME_PATH, meReplySchema, signal);

/** Every office write: same-origin JSON with the session's CSRF token (decision 011). */
export const officePost = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, csrfToken: string) =>
  postJson(path, body, schema, undefined, { [CSRF_HEADER]: csrfToken });

/** An office write with files: multipart, with the same CSRF token. */
export const officePostForm = <S extends v.GenericSchema>(path: string, body: FormData, schema: S, csrfToken: string) =>
  postForm(path, body, schema, undefined, { [CSRF_HEADER]: csrfToken });

/** The session is gone (never signed in, signed out elsewhere, idle or absolute timeout). */
export const signInNeeded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A 403 for want of a role (not a refused CSRF token or origin, which are 403 too). */
export const forbidden = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.message !== MESSAGES.csrf &&
  error.message !== MESSAGES.sameOrigin;

/**
 * Signs this browser out (or every device of the user), and forgets what office forms kept in this
 * tab: the next person at a shared computer starts empty. A session already gone counts as signed
 * out; any other failure is thrown (the caller says it).
 */
export async function signOut(which: 'here' | 'everywhere', csrfToken: string): Promise<void> {
  try {
    await officePost(which === 'here' ? SIGN_OUT_PATH : SIGN_OUT_EVERYWHERE_PATH, {}, okAnswerSchema, csrfToken);
  } catch (error) {
    if (!signInNeeded(error)) throw error;
  }
  clearKeptTyping();
}
