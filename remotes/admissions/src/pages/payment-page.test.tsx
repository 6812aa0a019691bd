import { factsIn } from '@college/remote-kit/testing';
import { ToastProvider, MemoryNavigation, useLocation } from '@college/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentHandover, paymentReceipt } from '../features/shared/payment-session';
import accessCode from '../features/shared/access-code.messages.json';
import PaymentPage from './payment-page';
import SuccessPage from './success-page';
import StatusPage from './status-page';
import { answerUploads } from '../testing/answer-uploads';
import { HANDOVER } from '../testing/handover';

const ACCESS_CODE_TEXT = accessCode.en;

/** Where the page sent the visitor, with its navigation state. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(page: React.ReactNode, path: string, state?: unknown) {
  return render(
    <ToastProvider>
      <MemoryNavigation initialPath={path} initialState={state}>
        {page}
        <Where />
      </MemoryNavigation>
    </ToastProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/payment', () => {
  it('shows the application, and a new mode starts the payment afresh', async () => {
    const user = userEvent.setup();
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    expect((await screen.findAllByRole('definition')).map((cell) => cell.textContent)).toContain('ADM2025-000007');
    expect(screen.getByText('₹2,500')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    const upi = screen.getByRole('link', { name: /Open my UPI app to pay ₹2,500/ }).getAttribute('href')!;
    expect(upi).toMatch(/^upi:\/\/pay\?pa=.+&am=2500\.00/);
    // The QR code holds the same payment link, drawn by the qrcode library (an SVG image).
    const qr = await screen.findByRole('img', { name: /^UPI QR code: pay ₹2,500 to / });
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toBe(await QRCode.toString(upi, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
    await user.type(screen.getByLabelText('UPI reference number'), '123456789012');

    await user.click(screen.getByRole('radio', { name: 'Cash at the college office' }));
    expect(screen.queryByLabelText('UPI reference number')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pay ₹2,500 at the college counter')).toBeInTheDocument();
    // Back to UPI: the reference typed before is gone.
    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    expect(screen.getByLabelText('UPI reference number')).toHaveValue('');
  });

  it('shows the access code, and says to keep it, for whoever pays later', async () => {
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    const form = await screen.findByRole('form', { name: 'Fee payment' });
    expect(factsIn(form)).toMatchObject({ [ACCESS_CODE_TEXT.label]: 'K7QM-4XPA' });
    expect(within(form).getByText(ACCESS_CODE_TEXT.keep)).toBeInTheDocument();
  });

  it('sends the payment with the token it was handed, and hands the access code on to /success', async () => {
    const user = userEvent.setup();
    const sent = answerUploads(200, {
      result: 'success',
      message: 'Payment details received',
      data: { transactionNumber: '0', amount: 2500, application_no: 'ADM2025-000007', payment_state: 'due_at_counter' },
    });
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    await user.click(await screen.findByRole('radio', { name: 'Cash at the college office' }));
    await user.click(screen.getByRole('button', { name: 'I will pay at the college counter' }));

    const where = screen.getByRole('status', { name: 'location' });
    await vi.waitFor(() => expect(where.textContent).toMatch(/^\/success /));
    expect(Object.fromEntries(sent[0])).toEqual({
      id: '7',
      token: HANDOVER.payment_token,
      mode: 'cash',
      amount: '2500',
      trans_no: '0',
    });
    const receipt = {
      transactionNumber: '0',
      amount: 2500,
      application_no: 'ADM2025-000007',
      payment_state: 'due_at_counter',
      dob: '2006-05-14',
      access_code: 'K7QM-4XPA',
    };
    expect(JSON.parse(where.textContent!.replace(/^\/success /, ''))).toEqual(receipt);
    expect(paymentReceipt.read()).toEqual(receipt);
  });

  it('a refused proof is told, and nothing is shown as paid', async () => {
    const user = userEvent.setup();
    answerUploads(404, {
      result: 'failure',
      message: 'No such application. Please submit the admission form first.',
      errors: {},
    });
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    await user.click(await screen.findByRole('radio', { name: 'Cash at the college office' }));
    await user.click(screen.getByRole('button', { name: 'I will pay at the college counter' }));
    const alert = await screen.findByText('Payment not recorded');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'No such application. Please submit the admission form first.',
    );
    expect(screen.getByRole('status', { name: 'location' }).textContent).toMatch(/^\/payment /);
  });

  it('"Pay later" shows the application number to write down and the status link, not the home page', async () => {
    const user = userEvent.setup();
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    await user.click(await screen.findByRole('button', { name: 'Pay later' }));
    const later = screen.getByRole('region', { name: 'Write down your application number' });
    expect(factsIn(later)).toMatchObject({
      'Application number': 'ADM2025-000007',
      [ACCESS_CODE_TEXT.label]: 'K7QM-4XPA',
    });
    expect(within(later).getByRole('link', { name: 'Check application / pay later' })).toHaveAttribute(
      'href',
      '/admission/status',
    );
    expect(screen.getByRole('status', { name: 'location' }).textContent).toMatch(/^\/payment /);
    // Changed her mind: the payment form again.
    await user.click(within(later).getByRole('button', { name: 'Pay now instead' }));
    expect(screen.getByRole('form', { name: 'Fee payment' })).toBeInTheDocument();
  });

  it('finds the application again after a reload (kept in this tab)', async () => {
    paymentHandover.write(HANDOVER);
    renderAt(<PaymentPage />, '/payment');
    expect((await screen.findAllByRole('definition')).map((cell) => cell.textContent)).toContain('ADM2025-000007');
  });

  it('asks for the payment details before sending', async () => {
    const user = userEvent.setup();
    renderAt(<PaymentPage />, '/payment', HANDOVER);
    await user.click(await screen.findByRole('button', { name: 'Submit Payment' }));
    expect(await screen.findByRole('link', { name: /^Payment mode:/ })).toBeInTheDocument();
  });
});

describe('/success', () => {
  it('shows the transaction number and amount as an acknowledgement of a claim being verified, never "Payment Successful"', async () => {
    renderAt(<SuccessPage />, '/success', {
      transactionNumber: '123456789012',
      amount: 2500,
      application_no: 'ADM2025-000007',
      payment_state: 'claimed',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment claimed: the office will confirm it' }),
    ).toBeInTheDocument();
    const acknowledgement = await screen.findByRole('region', { name: 'Payment acknowledgement' });
    expect(factsIn(acknowledgement)).toMatchObject({ 'Transaction number': '123456789012' });
    expect(factsIn(acknowledgement)).toMatchObject({ 'Amount sent (being verified)': '₹2,500' });
    expect(within(acknowledgement).getByText('Submitted, paid – being verified')).toBeInTheDocument();
    expect(
      within(acknowledgement).getByText(/checks that your UPI payment has reached the college/),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Payment Successful|Amount paid/);
    expect(screen.getByRole('button', { name: 'Print acknowledgement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your application status' })).toBeInTheDocument();
  });

  it('cash chosen: the fee is due at the college counter, and the page says how to pay it', async () => {
    renderAt(<SuccessPage />, '/success', {
      transactionNumber: '0',
      amount: 2500,
      application_no: 'ADM2025-000007',
      payment_state: 'due_at_counter',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pay ₹2,500 at the college counter' })).toBeInTheDocument();
    const acknowledgement = await screen.findByRole('region', { name: 'Payment acknowledgement' });
    expect(within(acknowledgement).getByText('Submitted, fee due at the college counter')).toBeInTheDocument();
    expect(acknowledgement).toHaveTextContent(/Bring ₹2,500 in cash and your application number/);
    expect(factsIn(acknowledgement)).toMatchObject({ 'Fee due at the counter': '₹2,500' });
    // Cash has no transaction: no "0" for one.
    expect(factsIn(acknowledgement)).not.toHaveProperty('Transaction number');
    expect(document.body).not.toHaveTextContent(/Payment Successful|Amount paid/);
  });

  it('adds name, course and subjects from the service, asked with number, date of birth and access code, and shows the code', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            result: 'success',
            data: {
              ...HANDOVER,
              payment_token: null,
              submitted_at: '2025-06-02T10:15:00.000Z',
              subjects: {
                major: ['Hindi', 'History', 'N/A'],
                minor: 'Economics',
                cocurricular: 'N/A',
                vocational: 'N/A',
              },
              payment: {
                mode: 'online',
                amount: 2500,
                trans_no: '123456789012',
                paid_at: '2025-06-03T08:00:00.000Z',
                state: 'claimed',
                confirmed_at: null,
              },
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt(<SuccessPage />, '/success', {
      transactionNumber: '123456789012',
      amount: 2500,
      application_no: 'ADM2025-000007',
      payment_state: 'claimed',
      dob: '2006-05-14',
      access_code: 'K7QM-4XPA',
    });
    const acknowledgement = await screen.findByRole('region', { name: 'Payment acknowledgement' });
    expect(await within(acknowledgement).findByText('Hindi, History, Economics')).toBeInTheDocument();
    expect(acknowledgement).toHaveTextContent('Asha Kumari');
    expect(acknowledgement).toHaveTextContent('B.A.');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      application_no: 'ADM2025-000007',
      dob: '2006-05-14',
      access_code: 'K7QM-4XPA',
    });
    // On the printed acknowledgement: the code, and why to keep it.
    expect(factsIn(acknowledgement)).toMatchObject({ [ACCESS_CODE_TEXT.label]: 'K7QM-4XPA' });
    expect(within(acknowledgement).getByText(ACCESS_CODE_TEXT.keep)).toBeInTheDocument();
  });
});

describe('/payment and /success opened directly (nothing sent from this tab)', () => {
  it.each([
    ['payment', <PaymentPage key="payment" />, /The payment page opens right after an application is submitted/],
    ['success', <SuccessPage key="success" />, /The payment acknowledgement opens right after a payment is sent/],
  ] as const)('/%s leads to the status page, which says why', async (from, page, why) => {
    renderAt(page, `/${from}`);
    const where = screen.getByRole('status', { name: 'location' });
    await vi.waitFor(() => expect(where.textContent).toBe(`/admission/status {"from":"${from}"}`));
    render(
      <MemoryNavigation initialPath="/admission/status" initialState={{ from }}>
        <StatusPage />
      </MemoryNavigation>,
    );
    expect(screen.getByText(why)).toBeInTheDocument();
  });
});
