import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatementPreview as Preview } from '@college/admissions-service/office/payments';
import { StatementPreview } from './statement-preview';

const line = (n: number, reference: string, applicationNo: string | null, claimed: number | null = null) => ({
  line: n,
  reference,
  amount: '1500',
  date: '01/06/2025',
  application_no: applicationNo,
  name: applicationNo ? `Applicant ${n}` : null,
  claimed,
});
const PREVIEW: Preview = {
  import_id: '00000000-0000-0000-0000-000000000001',
  lines: 5,
  matched: [line(2, '500000000001', 'ADM2025-000001'), line(3, '500000000002', 'ADM2025-000002')],
  no_application: [line(4, '777777777777', null)],
  amount_differs: [line(5, '500000000003', 'ADM2025-000003', 2500)],
  already_verified: [],
  no_credit: [
    {
      application_no: 'ADM2025-000004',
      name: 'Applicant D',
      reference: '500000000004',
      amount: 1500,
      paid_at: '2025-06-01T10:00:00.000Z',
    },
  ],
  skipped: [{ line: 6, reason: 'no amount' }],
};

describe('StatementPreview', () => {
  it('counts each group, lists its lines, and confirms the matches', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<StatementPreview preview={PREVIEW} onConfirm={onConfirm} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Matched: to be verified (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Credits with no application (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Claims with no credit in this statement (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Amount differs from the claim (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Already verified (0)' })).toBeTruthy();
    const differs = screen.getByRole('region', { name: 'Amount differs from the claim (1)' });
    expect(within(differs).getByRole('cell', { name: '₹2,500' })).toBeTruthy();
    const stray = screen.getByRole('region', { name: 'Credits with no application (1)' });
    expect(within(stray).getByRole('cell', { name: '777777777777' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm: verify 2 payments' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('has nothing to confirm when no line matched, and cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<StatementPreview preview={{ ...PREVIEW, matched: [] }} onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(screen.getByText(/nothing to confirm/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
