import type * as v from 'valibot';
import { ApiError, getJson, postForm, postJson } from '../api';
import { CSRF_HEADER, ME_PATH, MESSAGES, type MeReply, meReplySchema } from '@college/office-service/contract';

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
