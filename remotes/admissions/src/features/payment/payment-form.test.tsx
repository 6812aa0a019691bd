import { MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm } from './payment-form';
import { answerUploads } from '../../testing/answer-uploads';
import { HANDOVER } from '../../testing/handover';

/** The service's side of the upload: keeps what was sent and accepts it. */
const acceptUploads = () =>
  answerUploads(200, {
    result: 'success',
    message: 'Payment details received',
    data: {
      transactionNumber: '512345678901',
      amount: 2500,
      application_no: 'ADM2025-000007',
      payment_state: 'claimed',
    },
  });
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  render(
    <ToastProvider>
      <MemoryNavigation initialPath="/payment">
        <PaymentForm handover={HANDOVER} />
      </MemoryNavigation>
    </ToastProvider>,
  );

describe('PaymentForm', () => {
  it('says first that the application is submitted, then the number and access code to keep, then the payment', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Fee payment' });
    const submitted = within(form).getByText('Admission Form Submitted');
    const labels = within(form)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(0, 2)).toEqual(['Application number', 'Access code']);
    const mode = within(form).getByRole('radiogroup', { name: 'Payment mode' });
    // In reading order: the news, the facts, the payment.
    expect(submitted.compareDocumentPosition(within(form).getAllByRole('term')[0])).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(form).getAllByRole('term')[0].compareDocumentPosition(mode)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('sends the chosen screenshot with an online payment', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    await user.type(screen.getByLabelText('UPI reference number'), '512345678901');
    await user.upload(
      screen.getByLabelText('Payment Screenshot (optional)'),
      new File(['\x89PNG'], 'paid.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].get('screenshot') as File).name).toBe('paid.png');
    expect(sent[0].get('trans_no')).toBe('512345678901');
    // The fee of the course, never typed by the applicant.
    expect(sent[0].get('amount')).toBe('2500');
  });

  it('never asks for the amount: the fee is shown, and cash says where, by when and what to bring', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          result: 'success',
          data: {
            year: '2025-26',
            registration: { opens: '2025-05-01', closes: '2025-07-15' },
            fee_deadline: '2025-07-31',
          },
        }),
      ),
    );
    renderForm();
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash at the college office' }));
    const cash = await screen.findByText('Pay ₹2,500 at the college counter by 31-07-2025');
    expect(cash.closest('[role="status"], [role="alert"], section, div')).toHaveTextContent(
      /Bring ₹2,500 in cash and your application number/,
    );
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I will pay at the college counter' })).toBeInTheDocument();
  });

  it('refuses a screenshot that is too large together with the other problems', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'paid.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Payment Screenshot (optional)'), big);
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    expect(await screen.findByRole('link', { name: /^UPI reference number:/ })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Payment Screenshot \(optional\): File must be at most 1 MB/ }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
