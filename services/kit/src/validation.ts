import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, ValidationError } from './errors';

type AnySchema = v.GenericSchema<unknown, unknown>;

export const MALFORMED_INPUT_MESSAGE = 'The request data is not in the expected format.';

/** Field key → first message for it; the key is the dotted path ("qualification.0.year"). */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (!key || key in errors) continue;
    // valibot reports a missing key with the object's wording ("Invalid key: Expected ..."),
    // which means nothing to a visitor; schemas that want their own text use optional('') + nonEmpty.
    errors[key] = issue.message.startsWith('Invalid key:') ? 'This field is required.' : issue.message;
  }
  return errors;
}

/** Parse untrusted data or throw a 400 in the shared failure shape. */
export function parseWith<S extends AnySchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const errors = issuesToErrors(result.issues);
  // An issue without a path is about the whole input (not an object, wrong type), not a field.
  if (Object.keys(errors).length === 0) throw new HttpError(400, MALFORMED_INPUT_MESSAGE);
  throw new ValidationError(errors);
}

/** preValidation hook: replaces request.body with the parsed (trimmed, typed) output. */
export function validateBody<S extends AnySchema>(schema: S) {
  return async function validateBodyHook(request: FastifyRequest) {
    request.body = parseWith(schema, request.body ?? {});
  };
}

/** preValidation hook: replaces request.query with the parsed output. */
export function validateQuery<S extends AnySchema>(schema: S) {
  return async function validateQueryHook(request: FastifyRequest) {
    request.query = parseWith(schema, request.query ?? {});
  };
}
