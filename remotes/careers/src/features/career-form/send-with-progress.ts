import * as v from 'valibot';
import { ApiError } from '@college/remote-kit';

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const failureSchema = v.object({ message: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.string())) });

/**
 * POSTs a multipart form and reports how much of it has gone out (0 to 1): fetch cannot tell
 * upload progress, XMLHttpRequest can. Answers and failures are read as remote-kit's postForm
 * reads them (ApiError with the server's field messages).
 */
export function sendWithProgress<S extends v.GenericSchema>(
  url: string,
  body: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(NETWORK_MESSAGE, 0));
    request.ontimeout = request.onerror;
    request.onload = () => {
      let json: unknown;
      try {
        if (!(request.getResponseHeader('content-type') ?? '').includes('application/json')) throw new Error('not JSON');
        json = JSON.parse(request.responseText);
      } catch {
        reject(new ApiError('The server sent an unexpected answer. Please try again later.', request.status));
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        const failure = v.safeParse(failureSchema, json);
        const message = failure.success && failure.output.message ? failure.output.message : `Request failed (${request.status}).`;
        reject(new ApiError(message, request.status, failure.success ? (failure.output.errors ?? {}) : {}));
        return;
      }
      const parsed = v.safeParse(schema, json);
      if (parsed.success) resolve(parsed.output);
      else reject(new ApiError('The server sent data in an unexpected shape.', request.status));
    };
    request.send(body);
  });
}
