import { MemoryNavigation, ToastProvider } from '@college/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageCodecProvider } from '@college/remote-kit';
import { fileOfBytes, imageInfo, phonePhoto, smallImage, sharpImageCodec } from '@college/remote-kit/testing';
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
    <ImageCodecProvider codec={sharpImageCodec}>
      <ToastProvider>
        <MemoryNavigation initialPath="/payment">
          <PaymentForm handover={HANDOVER} />
        </MemoryNavigation>
      </ToastProvider>
    </ImageCodecProvider>,
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
      fileOfBytes(await smallImage('png'), 'paid.png', 'image/png'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const screenshot = sent[0].get('screenshot') as File;
    expect(screenshot.size).toBeGreaterThan(0);
    expect(screenshot.size).toBeLessThanOrEqual(1024 * 1024);
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

  it("fits a phone's screenshot of several MB under 1 MB before sending it; Pay waits for the fitting", async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    await user.type(screen.getByLabelText('UPI reference number'), '512345678901');
    // A tall phone screenshot saved as a photo: well over the limit.
    const shot = await phonePhoto({ width: 1080, height: 2400, quality: 100, sigma: 60 });
    expect(shot.length).toBeGreaterThan(1024 * 1024);
    await user.upload(
      screen.getByLabelText('Payment Screenshot (optional)'),
      fileOfBytes(shot, 'Screenshot_20250701.jpg', 'image/jpeg'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 20_000 });
    const screenshot = sent[0].get('screenshot') as File;
    expect(screenshot.size).toBeLessThanOrEqual(1024 * 1024);
    expect((await imageInfo(screenshot)).format).toBe('jpeg');
  }, 30_000);

  it('refuses a PDF over the limit the moment it is chosen, saying what to do, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = acceptUploads();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Online (UPI)' }));
    const big = new File(['%PDF-1.7\n', new Uint8Array(2 * 1024 * 1024)], 'receipt.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Payment Screenshot (optional)'), big);
    expect(await screen.findByText(/at most 1 MB can be sent\. Please photograph the pages/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(await screen.findByRole('link', { name: /^UPI reference number:/ })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
