import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfficePayment } from '@college/admissions-service/office/payments';
import { ReceiptSlip } from './receipt-slip';

const PAYMENT: OfficePayment = {
  application_no: 'ADM2025-000031',
  name: 'Ravi Kumar',
  father: 'Mohan Lal',
  course: 'B.A.',
  fee: 3500,
  mode: 'cash',
  amount: 3500,
  trans_no: '0',
  state: 'verified',
  version: 1,
  paid_at: '2025-07-02T05:30:00.000Z',
  confirmed_at: '2025-07-02T05:30:00.000Z',
  confirmed_by: 'sunita.s',
  confirmed_by_name: 'Sunita Sharma',
  receipt_no: 'R/2025-0042',
  screenshot_url: null,
};

describe('the fee receipt slip', () => {
  it('gives the amount in figures and in words, the accountant by name, and lines to sign and stamp', () => {
    render(<ReceiptSlip payment={PAYMENT} receivedBy="Sunita Sharma" />);
    const slip = screen.getByRole('region', { name: 'Fee receipt' });
    const value = (term: string) => within(slip).getByText(term).nextElementSibling?.textContent;
    expect(value('Receipt number')).toBe('R/2025-0042');
    expect(value('Amount received (cash)')).toBe('₹3,500Rupees Three Thousand Five Hundred only');
    expect(value('Received by')).toBe('Sunita Sharma');
    // The college's day and clock, whatever the browser's zone: 05:30 UTC is 11:00 in India.
    expect(value('Received on')).toBe('02-07-2025 11:00 IST');
    expect(within(slip).getByText("Accountant's signature")).toBeInTheDocument();
    expect(within(slip).getByText('College stamp')).toBeInTheDocument();
  });
});
