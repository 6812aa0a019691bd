// Test helpers for the careers pages (not shipped: only the *.test.tsx files import this).
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MemoryNavigation, ToastProvider, useLocation } from '@college/design-system';
import {
  DISTRICTS_PATH,
  JOB_PROFILES,
  JOB_PROFILES_PATH,
  RECRUITMENT_WINDOW_PATH,
  STATES_PATH,
  SUBJECTS_PATH,
} from '@college/careers-service/contract';
import { ImageCodecProvider } from '@college/remote-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import { sharpImageCodec } from '@college/remote-kit/testing';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** As the service answers them: by English name, each with its Hindi name. */
export const STATES = [
  { id: 10, state_name: 'Bihar', name_hi: 'बिहार' },
  { id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' },
];
export const DISTRICTS: Record<string, { id: number; name: string }[]> = {
  '9': [
    { id: 146, name: 'Lucknow' },
    { id: 187, name: 'Varanasi' },
  ],
  '10': [{ id: 212, name: 'Patna' }],
};

/** The window in force as the service answers it while the office has changed nothing: the settings'. */
export function settingsWindow() {
  const { opens, closes, interview } = TEST_SETTINGS.recruitment;
  return { result: 'success', data: { opens, closes, interview } };
}

/** The service's look-ups, answered as it answers them (from the contract's profile list). */
export function stubLookups() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    const id = url.searchParams.get('id') ?? '';
    switch (url.pathname) {
      case JOB_PROFILES_PATH:
        return json({
          result: 'success',
          data: JOB_PROFILES.map(({ id: profileId, profile }) => ({ id: profileId, profile })),
        });
      case SUBJECTS_PATH: {
        const subjects = JOB_PROFILES.find((item) => String(item.id) === id)?.subjects ?? [];
        return json({ result: 'success', data: subjects.map((subject, index) => ({ id: index + 1, subject })) });
      }
      case STATES_PATH:
        return json({ result: 'success', data: STATES });
      case DISTRICTS_PATH:
        return json({ result: 'success', data: DISTRICTS[id] ?? [] });
      case RECRUITMENT_WINDOW_PATH:
        return json(settingsWindow());
      default:
        return json({ result: 'failure', message: 'Not found', errors: {} }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Reply = { status: number; body: unknown } | 'network-error';

/**
 * Stands in for XMLHttpRequest (the form sends with it for upload progress): records what was sent,
 * reports half the upload, then answers with the next reply.
 */
export class FakeXhr {
  static sent: { method: string; url: string; body: FormData }[] = [];
  static replies: Reply[] = [];
  /** Resolves the answer of the request in flight; set while one waits (see hold()). */
  static release: (() => void) | null = null;
  static holding = false;

  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';

  static install() {
    FakeXhr.sent = [];
    FakeXhr.replies = [];
    FakeXhr.release = null;
    FakeXhr.holding = false;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  /** The next answer waits until `release()` is called, to look at the page meanwhile. */
  static hold() {
    FakeXhr.holding = true;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null;
  }

  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    const reply = FakeXhr.replies.shift() ?? {
      status: 500,
      body: { result: 'failure', message: 'No reply set', errors: {} },
    };
    const answer = () => {
      if (reply === 'network-error') return this.onerror?.();
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (FakeXhr.holding) {
        FakeXhr.holding = false;
        FakeXhr.release = answer;
      } else answer();
    }, 0);
  }
}

/** Shows where the page navigated to, and with what state. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** A page as the shell shows it: in navigation and the shell's ToastProvider. */
export function renderPage(page: ReactNode, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const user = userEvent.setup();
  const view = render(
    // jsdom has no canvas: the photo fitter decodes and encodes with sharp.
    <ImageCodecProvider codec={sharpImageCodec}>
      <ToastProvider duration={60_000}>
        <MemoryNavigation initialPath={path} initialState={state}>
          {page}
          <Where />
        </MemoryNavigation>
      </ToastProvider>
    </ImageCodecProvider>,
  );
  return { user, ...view };
}

export const where = () => screen.getByTestId('where');

/** A file of `size` bytes whose first bytes are `head`. */
export function fileOf(name: string, type: string, size: number, head = '') {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head));
  return new File([bytes], name, { type });
}

export const group = (name: string) => screen.getByRole('group', { name });
export const inGroup = (name: string) => within(group(name));
