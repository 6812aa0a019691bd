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

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Just what the senders read of an answer: fetch's Response and XMLHttpRequest both give it. */
interface Answer {
  status: number;
  header(name: string): string | null;
}
const answerOf = (response: Response): Answer => ({
  status: response.status,
  header: (name) => response.headers.get(name),
});

/**
 * A server-side failure names the request's id, so a user can quote it to the college and staff
 * can find the log line; a field error (4xx) is the user's to fix and needs none.
 */
function failureOf(answer: Answer, message: string, fieldErrors: Record<string, string> = {}): ApiError {
  const id = answer.header('x-request-id') ?? undefined;
  const shown = id && REQUEST_ID.test(id) && answer.status >= 500 ? `${message} (Reference: ${id})` : message;
  return new ApiError(shown, answer.status, fieldErrors, id);
}

const UNEXPECTED_MESSAGE = 'The server sent an unexpected answer. Please try again later.';
const SHAPE_MESSAGE = 'The server sent data in an unexpected shape.';

/** The contract's data from a JSON answer, or the ApiError it stands for. */
function readAnswer<S extends v.GenericSchema>(answer: Answer, body: unknown, schema: S): v.InferOutput<S> {
  if (answer.status < 200 || answer.status >= 300) {
    const failure = v.safeParse(failureSchema, body);
    const message =
      failure.success && failure.output.message ? failure.output.message : `Request failed (${answer.status}).`;
    throw failureOf(answer, message, failure.success ? (failure.output.errors ?? {}) : {});
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(SHAPE_MESSAGE, answer.status);
  return parsed.output;
}

/**
 * The services answer in the page's language (their messages by field included): the shell keeps
 * <html lang> on the page's language, so every call says which one, whichever remote makes it.
 */
const pageLanguage = () => (typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? 'hi' : 'en');

async function send<S extends v.GenericSchema>(url: string, init: RequestInit, schema: S): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'accept-language': pageLanguage(), ...init.headers },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  const answer = answerOf(response);
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    throw failureOf(answer, UNEXPECTED_MESSAGE);
  return readAnswer(answer, await response.json(), schema);
}

/** GET a JSON resource and check it against the vertical's contract. */
export function getJson<S extends v.GenericSchema>(url: string, schema: S, signal?: AbortSignal) {
  return send(url, { method: 'GET', signal }, schema);
}

/** POST JSON and check the answer against the contract; `headers` adds to the request's (e.g. a CSRF token). */
export function postJson<S extends v.GenericSchema>(
  url: string,
  body: unknown,
  schema: S,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
) {
  return send(
    url,
    { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' }, signal },
    schema,
  );
}

/** POST a multipart form (files) and check the answer against the contract; `headers` adds to the request's. */
export function postForm<S extends v.GenericSchema>(
  url: string,
  body: FormData,
  schema: S,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
) {
  return send(url, { method: 'POST', body, headers, signal }, schema);
}

/**
 * POSTs a multipart form and reports how much of it has gone out (0 to 1), which fetch cannot
 * tell: on a slow link, documents take a while and the applicant must see something happening.
 * Answers and failures are read as postForm reads them.
 */
export function postFormWithProgress<S extends v.GenericSchema>(
  url: string,
  body: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', pageLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(NETWORK_MESSAGE, 0));
    request.ontimeout = request.onerror;
    request.onload = () => {
      const answer: Answer = { status: request.status, header: (name) => request.getResponseHeader(name) };
      let body: unknown;
      try {
        if (!(request.getResponseHeader('content-type') ?? '').includes('application/json'))
          throw new Error('not JSON');
        body = JSON.parse(request.responseText);
      } catch {
        reject(failureOf(answer, UNEXPECTED_MESSAGE));
        return;
      }
      try {
        resolve(readAnswer(answer, body, schema));
      } catch (error) {
        reject(error);
      }
    };
    request.send(body);
  });
}
