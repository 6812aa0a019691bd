import * as v from 'valibot';

/** A failed call, with the server's per-field messages when it sent them (kit error format). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    /** The gateway's X-Request-Id of the failed call: what staff find in the logs. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const failureSchema = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
});

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * A server-side failure names the request's id, so a user can quote it to the college and staff
 * can find the log line; a field error (4xx) is the user's to fix and needs none.
 */
function withReference(message: string, response: Response): [string, string | undefined] {
  const id = response.headers.get('x-request-id') ?? undefined;
  if (!id || !REQUEST_ID.test(id) || response.status < 500) return [message, id];
  return [`${message} (Reference: ${id})`, id];
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    const [message, id] = withReference('The server sent an unexpected answer. Please try again later.', response);
    throw new ApiError(message, response.status, {}, id);
  }
  return response.json();
}

async function send<S extends v.GenericSchema>(url: string, init: RequestInit, schema: S): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const failure = v.safeParse(failureSchema, body);
    const [message, id] = withReference(
      failure.success && failure.output.message ? failure.output.message : `Request failed (${response.status}).`,
      response,
    );
    throw new ApiError(message, response.status, failure.success ? (failure.output.errors ?? {}) : {}, id);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError('The server sent data in an unexpected shape.', response.status);
  return parsed.output;
}

/** GET a JSON resource and check it against the vertical's contract. */
export function getJson<S extends v.GenericSchema>(url: string, schema: S, signal?: AbortSignal) {
  return send(url, { method: 'GET', signal }, schema);
}

/** POST JSON and check the answer against the contract. */
export function postJson<S extends v.GenericSchema>(url: string, body: unknown, schema: S, signal?: AbortSignal) {
  return send(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, signal }, schema);
}

/** POST a multipart form (files) and check the answer against the contract. */
export function postForm<S extends v.GenericSchema>(url: string, body: FormData, schema: S, signal?: AbortSignal) {
  return send(url, { method: 'POST', body, signal }, schema);
}
