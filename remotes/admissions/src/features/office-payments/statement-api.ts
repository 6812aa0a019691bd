import * as v from 'valibot';
import { ApiError } from '@college/remote-kit';
import { CSRF_HEADER } from '@college/office-service/contract';

const failureSchema = v.object({ message: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.string())) });
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * The statement upload: multipart (a file), so not officePost (JSON); the same CSRF header and
 * same-origin request the door asks of every office write (decision 011).
 */
export async function postStatement<S extends v.GenericSchema>(url: string, body: FormData, schema: S, csrfToken: string): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json', [CSRF_HEADER]: csrfToken } });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  const json: unknown = (response.headers.get('content-type') ?? '').includes('application/json') ? await response.json() : null;
  if (!response.ok) {
    const failure = v.safeParse(failureSchema, json);
    const message = (failure.success && failure.output.message) || `Request failed (${response.status}).`;
    throw new ApiError(message, response.status, (failure.success && failure.output.errors) || {}, response.headers.get('x-request-id') ?? undefined);
  }
  return v.parse(schema, json);
}

/** The form the service reads: the mapping's fields first, then the file. */
export function statementForm(file: File, mapping?: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(mapping ?? {})) form.append(name, value);
  form.append('file', file);
  return form;
}
