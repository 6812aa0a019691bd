import { vi } from 'vitest';

/**
 * The browser's XMLHttpRequest (which the forms use for upload progress) answered as the service
 * would: every form sent is kept in the returned list for the test to read. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function answerUploads(status: number, body: unknown): FormData[] {
  const sent: FormData[] = [];
  class ServiceRequest {
    status = status;
    responseText = JSON.stringify(body);
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', ServiceRequest);
  return sent;
}
