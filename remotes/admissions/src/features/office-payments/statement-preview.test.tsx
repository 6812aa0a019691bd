import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import {
  HAND_MATCH_AMOUNT_MESSAGE,
  PAYABLE_APPLICATIONS_PATH,
  type StatementPreview as Preview,
  STATEMENT_MATCH_PATH,
  STATEMENT_UNMATCH_PATH,
} from '@college/admissions-service/office/payments';
import { StatementPreview } from './statement-preview';

afterEach(() => vi.unstubAllGlobals());

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

/** The preview as the statement page holds it: in the office frame, changed by hand matches. */
function Holder({ onConfirm }: { onConfirm: () => void }) {
  const [preview, setPreview] = useState(PREVIEW);
  return <StatementPreview preview={preview} onConfirm={onConfirm} onCancel={() => {}} onPreviewChange={setPreview} />;
}

const MATCHES = [
  {
    application_no: 'ADM2025-000009',
    name: 'Kavya Rao',
    father: 'Mohan Rao',
    course: 'B.A.',
    fee: 1500,
    mobile_end: '3210',
    payment_state: 'claimed',
    reference: '577777777777',
  },
  {
    application_no: 'ADM2025-000010',
    name: 'Kavya Singh',
    father: 'Ram Singh',
    course: 'B.Sc.',
    fee: 2500,
    mobile_end: '1122',
    payment_state: null,
    reference: null,
  },
];

describe('StatementPreview: a credit with no application matched by hand', () => {
  it('finds the application, matches it, counts it with the matches, and takes it back', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [PAYABLE_APPLICATIONS_PATH]: () => json({ result: 'success', data: { rows: MATCHES, more: false } }),
      [STATEMENT_MATCH_PATH]: ({ body }) =>
        (body as { application_no: string }).application_no === 'ADM2025-000010'
          ? failure(HAND_MATCH_AMOUNT_MESSAGE(1500, 2500), 409, {
              application_no: HAND_MATCH_AMOUNT_MESSAGE(1500, 2500),
            })
          : json({
              result: 'success',
              message: 'matched',
              data: {
                ...line(4, '777777777777', 'ADM2025-000009'),
                name: 'Kavya Rao',
                matched_by: 'asha.k',
                // Who matched it by the name the service keeps beside the username.
                matched_by_name: 'Asha K',
              },
            }),
      [STATEMENT_UNMATCH_PATH]: () =>
        json({
          result: 'success',
          message: 'taken back',
          data: { ...line(4, '777777777777', null), matched_by: null },
        }),
    });
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/office/accounts/statement">
        <OfficePage title="Import a bank or UPI statement">
          <Holder onConfirm={onConfirm} />
        </OfficePage>
      </MemoryNavigation>,
    );
    await user.click(await screen.findByRole('button', { name: 'Match to an application: line 4' }));
    const panel = screen.getByRole('region', { name: 'Match line 4 (777777777777, 1500) to an application' });
    await user.type(within(panel).getByLabelText('Name, application or mobile number'), 'kavya');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    const found = await within(panel).findByRole('table');
    expect(office.calls.find((call) => call.path.startsWith(PAYABLE_APPLICATIONS_PATH))!.path).toBe(
      `${PAYABLE_APPLICATIONS_PATH}?q=kavya&for=statement`,
    );
    expect(within(found).getByRole('row', { name: /ADM2025-000009/ })).toHaveTextContent('claimed with 577777777777');

    // The service refuses a credit that is not the application's fee: said in the panel.
    await user.click(within(found).getByRole('button', { name: 'Match to ADM2025-000010' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      `The credit was not matched. ${HAND_MATCH_AMOUNT_MESSAGE(1500, 2500)}`,
    );

    await user.click(within(found).getByRole('button', { name: 'Match to ADM2025-000009' }));
    expect(await screen.findByRole('heading', { name: 'Matched: to be verified (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credits with no application (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Match line 4/ })).toBeNull();
    const matched = screen.getByRole('region', { name: 'Matched: to be verified (3)' });
    expect(within(matched).getByRole('row', { name: /777777777777/ })).toHaveTextContent('By hand (Asha K)');
    expect(within(matched).getByRole('row', { name: /500000000001/ })).toHaveTextContent('By reference');
    expect(office.calls.filter((call) => call.path === STATEMENT_MATCH_PATH).map((call) => call.body)).toEqual([
      { import_id: PREVIEW.import_id, line: 4, application_no: 'ADM2025-000010' },
      { import_id: PREVIEW.import_id, line: 4, application_no: 'ADM2025-000009' },
    ]);
    expect(office.csrfOf(STATEMENT_MATCH_PATH)).toBe('csrf-token-of-the-session');
    await user.click(screen.getByRole('button', { name: 'Confirm: verify 3 payments' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    await user.click(within(matched).getByRole('button', { name: 'Take back the match of line 4' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Credits with no application (1)' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Confirm: verify 2 payments' })).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === STATEMENT_UNMATCH_PATH)!.body).toEqual({
      import_id: PREVIEW.import_id,
      line: 4,
    });
  });
});
