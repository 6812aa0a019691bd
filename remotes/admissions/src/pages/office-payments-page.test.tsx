import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER, ME_PATH } from '@college/office-service/contract';
import {
  OFFICE_PAYMENTS_PATH,
  type OfficePayment,
  returnPaymentPath,
  STALE_PAYMENT_MESSAGE,
  verifyPaymentPath,
} from '@college/admissions-service/office/payments';
import OfficePaymentsPage from './office-payments-page';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ME = {
  result: 'success',
  stage: 'full',
  user: { id: 7, username: 'asha.k', displayName: 'Asha K', secondFactor: true },
  roles: [{ role: 'accountant' }],
  csrfToken: 'csrf-1',
};
const CLAIM: OfficePayment = {
  application_no: 'ADM2025-000007',
  name: 'Kavya Rao',
  father: 'Mohan Rao',
  course: 'B.A.',
  fee: 1500,
  mode: 'online',
  amount: 1500,
  trans_no: '598765432101',
  state: 'claimed',
  version: 3,
  paid_at: '2025-06-01T10:00:00.000Z',
  confirmed_at: null,
  confirmed_by: null,
  confirmed_by_name: null,
  receipt_no: null,
  screenshot_url: null,
};

/** fetch answered as the door and the service would; every call kept. */
function stub(answers: Record<string, (init: RequestInit) => Response>) {
  const calls: { path: string; method: string; body: unknown; csrf?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://portal.test');
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        path: url.pathname,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        csrf: headers[CSRF_HEADER],
      });
      const answer = answers[url.pathname];
      return answer ? answer(init) : json({ result: 'failure', message: 'Not found', errors: {} }, 404);
    }),
  );
  return calls;
}

const renderPage = () => {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/accounts">
      <OfficePaymentsPage />
    </MemoryNavigation>,
  );
  return user;
};

describe('/office/accounts', () => {
  it('verifies a claim naming the version it saw, with the CSRF token; a stale one shows the message and a reload', async () => {
    let lists = 0;
    const calls = stub({
      [ME_PATH]: () => json(ME),
      [OFFICE_PAYMENTS_PATH]: () => {
        lists++;
        return json({ result: 'success', data: { rows: [CLAIM], total: 1, page: 1, pages: 1 } });
      },
      [verifyPaymentPath(CLAIM.application_no)]: () =>
        json({ result: 'failure', message: STALE_PAYMENT_MESSAGE, errors: {} }, 409),
    });
    const user = renderPage();
    const row = (await screen.findByRole('row', { name: /ADM2025-000007/ })) as HTMLElement;
    expect(within(row).getByText('598765432101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a bank or UPI statement' })).toHaveAttribute(
      'href',
      '/office/accounts/statement',
    );
    await user.click(within(row).getByRole('button', { name: 'Verify the payment of ADM2025-000007' }));
    expect(await screen.findByText(STALE_PAYMENT_MESSAGE)).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent).toMatchObject({ path: verifyPaymentPath(CLAIM.application_no), body: { version: 3 }, csrf: 'csrf-1' });
    await user.click(screen.getByRole('button', { name: 'Reload the list' }));
    await waitFor(() => expect(lists).toBe(2));
    expect(screen.queryByText(STALE_PAYMENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks a reason before returning a claim: the error sits under the field and in the summary; nothing sent without it', async () => {
    const calls = stub({
      [ME_PATH]: () => json(ME),
      [OFFICE_PAYMENTS_PATH]: () => json({ result: 'success', data: { rows: [CLAIM], total: 1, page: 1, pages: 1 } }),
      [returnPaymentPath(CLAIM.application_no)]: () =>
        json({
          result: 'success',
          message: 'Payment returned to the applicant.',
          data: { ...CLAIM, state: 'returned', version: 4 },
        }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Return the payment of ADM2025-000007' }));
    const form = screen.getByRole('form', { name: 'Return the payment of ADM2025-000007' });
    await user.click(within(form).getByRole('button', { name: 'Return the payment' }));
    const reason = within(form).getByLabelText(/Why is it returned/);
    expect(reason).toHaveAccessibleDescription(/Say why the payment is returned/);
    expect(within(form).getByRole('alert')).toHaveTextContent(/Say why the payment is returned/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(reason, 'No credit with this reference');
    await user.click(within(form).getByRole('button', { name: 'Return the payment' }));
    expect(await screen.findByText('ADM2025-000007: Payment returned to the applicant.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      body: { version: 3, reason: 'No credit with this reference' },
      csrf: 'csrf-1',
    });
  });
});
