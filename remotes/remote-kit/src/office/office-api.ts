import type * as v from 'valibot';
import { ApiError, getJson, postForm, postJson } from '../api';
import { CSRF_HEADER, ME_PATH, meAnswerSchema, type MeAnswer, MESSAGES } from '@college/office-service/contract';

/** Who is signed in (401 ApiError when nobody is). */
export const getMe = (signal?: AbortSignal): Promise<MeAnswer> => getJson(ME_PATH, meAnswerSchema, signal);

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
