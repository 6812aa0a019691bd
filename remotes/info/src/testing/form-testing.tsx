// Test helpers for the public form pages (not shipped: only the *.test.tsx files import this).
import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { MemoryNavigation, ToastProvider } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';

/** A real Response with a JSON body, as the service sends it. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The service's 200, with the message's reference number. */
export const SAMPLE_REFERENCE = 'CMP-0A1B2C3D4E';
export const successReply = (message: string, reference = SAMPLE_REFERENCE) =>
  jsonResponse({ result: 'success', message, reference });

/** The service's 400: a message and one message per rejected field. */
export const fieldErrorsReply = (errors: Record<string, string>) =>
  jsonResponse({ result: 'failure', message: 'Please correct the marked fields.', errors }, 400);

export const serverErrorReply = () =>
  jsonResponse(
    { result: 'failure', message: 'Something went wrong on our side. Please try again later.', errors: {} },
    500,
  );

/** Stubs the network boundary: each call answers with the next reply (the last one repeats). */
export function stubFetch(...replies: Array<() => Response | Promise<Response>>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    return reply();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test settles, to look at the page while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The page as the shell shows it: inside a router and the shell's ToastProvider. */
export function renderFormPage(
  Page: ComponentType<RemotePageProps>,
  { path, title, applyAccept = true }: { path: string; title: string; applyAccept?: boolean },
) {
  const user = userEvent.setup({ applyAccept });
  render(
    // A long toast life, so a slow test machine never looks after the toast has gone.
    <ToastProvider duration={60_000}>
      <MemoryNavigation initialPath={path}>
        <Page title={title} />
      </MemoryNavigation>
    </ToastProvider>,
  );
  return { user };
}

/** Toasts live in the provider's region, outside the page's form. The forms show none: each outcome is announced once, on the page. */
export function toastsWithRole(role: 'status' | 'alert', form: HTMLElement) {
  return screen.queryAllByRole(role).filter((element) => !form.contains(element));
}

/**
 * The error summary at the top of the form after a failed submit: it must hold focus and link to
 * exactly these fields (by label), each link pointing at its control's id. Returns its links.
 */
export async function expectErrorSummary(
  form: HTMLElement,
  fields: Array<{ label: string; message: string | RegExp }>,
) {
  const heading = await within(form).findByRole('heading', { level: 2, name: 'There is a problem' });
  const summary = heading.closest<HTMLElement>('[role="alert"]');
  expect(summary).not.toBeNull();
  // The focusable box around the alert region (tabindex -1) is where a failed submit leaves focus
  // (moved once the summary is drawn: on a busy machine a moment after the heading appears).
  await waitFor(() => expect(summary!.parentElement).toHaveFocus());
  const links = within(summary!).getAllByRole('link');
  expect(links).toHaveLength(fields.length);
  fields.forEach((field, index) => {
    const control = within(form).getByLabelText(field.label);
    expect(links[index]).toHaveTextContent(`${field.label}:`);
    expect(links[index]).toHaveTextContent(field.message);
    expect(links[index]).toHaveAttribute('href', `#${control.id}`);
  });
  return links;
}
