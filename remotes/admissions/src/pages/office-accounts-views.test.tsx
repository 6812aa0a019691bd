import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import {
  COLLECTION_PATH,
  COLLECTION_RANGE_MESSAGE,
  type CollectionReport,
  type HistoryRow,
  PAYMENT_HISTORY_PATH,
} from '@college/admissions-service/office/payments';
import { cellsIn, failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import OfficePaymentsPage from './office-payments-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (path: string) => {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path}>
      <OfficePaymentsPage />
    </MemoryNavigation>,
  );
  return user;
};

// 14 July 2025 in India: 00:15 (cash, by the signed-in asha.k), 14:40 (UPI, by ravi.acc), 16:30
// (cash by ravi.acc, undone the next morning by asha.k). The service names each beside the username.
const REPORT: CollectionReport = {
  from: '2025-07-14',
  to: '2025-07-14',
  entries: [
    {
      application_no: 'ADM2025-000001',
      name: 'Anjali Verma',
      course: 'B.A.',
      mode: 'cash',
      amount: 3500,
      receipt_no: 'R/2025-0001',
      reference: null,
      at: '2025-07-13T18:45:00.000Z',
      by: 'asha.k',
      by_name: 'Asha K',
      undone: null,
    },
    {
      application_no: 'ADM2025-000002',
      name: '=HYPERLINK("http://x.example")',
      course: 'B.Sc.',
      mode: 'online',
      amount: 4200,
      receipt_no: null,
      reference: '598765432102',
      at: '2025-07-14T09:10:00.000Z',
      by: 'ravi.acc',
      by_name: 'Ravi Acharya',
      undone: null,
    },
    {
      application_no: 'ADM2025-000003',
      name: 'Ravi Kumar',
      course: 'B.A.',
      mode: 'cash',
      amount: 3500,
      receipt_no: 'R/2025-0002',
      reference: null,
      at: '2025-07-14T11:00:00.000Z',
      by: 'ravi.acc',
      by_name: 'Ravi Acharya',
      undone: {
        at: '2025-07-15T04:30:00.000Z',
        by: 'asha.k',
        by_name: 'Asha K',
        reason: 'Receipt for the wrong applicant',
      },
    },
  ],
  totals: {
    all: { count: 2, amount: 7700 },
    by_mode: [
      { mode: 'cash', count: 1, amount: 3500 },
      { mode: 'online', count: 1, amount: 4200 },
    ],
    by_accountant: [
      { by: 'asha.k', by_name: 'Asha K', count: 1, amount: 3500 },
      { by: 'ravi.acc', by_name: 'Ravi Acharya', count: 1, amount: 4200 },
    ],
  },
};

describe('/office/accounts?view=collection: the daily collection report', () => {
  it('asks for the days in the address, and shows the totals by mode and by accountant, the fees by the college’s clock, an undone one struck', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [COLLECTION_PATH]: () => json({ result: 'success', data: REPORT }),
    });
    renderAt('/office/accounts?view=collection&from=2025-07-14&to=2025-07-14');
    const report = await screen.findByRole('region', { name: 'Fees collected on 14-07-2025' });
    expect(office.calls.find((call) => call.path.startsWith(COLLECTION_PATH))!.path).toBe(
      `${COLLECTION_PATH}?from=2025-07-14&to=2025-07-14`,
    );
    expect(screen.getByRole('link', { name: 'Daily collection report' })).toHaveAttribute('aria-current', 'page');

    const totals = within(report).getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: 'Cash at the counter 1 ₹3,500' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'UPI (online) 1 ₹4,200' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Grand total 2 ₹7,700' })).toBeInTheDocument();
    // Every colleague by name, never by username.
    const people = within(report).getByRole('table', { name: 'By who recorded or verified them' });
    expect(within(people).getByRole('row', { name: 'Asha K 1 ₹3,500' })).toBeInTheDocument();
    expect(within(people).getByRole('row', { name: 'Ravi Acharya 1 ₹4,200' })).toBeInTheDocument();
    expect(within(report).queryByText(/ravi\.acc|asha\.k/)).toBeNull();

    const fees = within(report).getByRole('table', { name: 'Fees taken' });
    expect(cellsIn(fees)).toEqual([
      ['00:15', 'R/2025-0001', 'ADM2025-000001', 'Anjali Verma', 'B.A.', 'Cash at the counter', '₹3,500', 'Asha K', ''],
      [
        '14:40',
        '598765432102',
        'ADM2025-000002',
        '=HYPERLINK("http://x.example")',
        'B.Sc.',
        'UPI (online)',
        '₹4,200',
        'Ravi Acharya',
        '',
      ],
      [
        '16:30',
        'R/2025-0002',
        'ADM2025-000003',
        'Ravi Kumar',
        'B.A.',
        'Cash at the counter',
        '₹3,500',
        'Ravi Acharya',
        'Undone on 15-07-2025 10:00 IST by Asha K: Receipt for the wrong applicant. Not counted.',
      ],
    ]);
    const undone = within(fees).getByRole('row', { name: /ADM2025-000003/ });
    expect(within(undone).getByText('₹3,500').tagName).toBe('DEL');
    expect(within(undone).getByText('R/2025-0002').tagName).toBe('DEL');
    // On paper: the letterhead, and lines to sign.
    expect(report.querySelector('[data-letterhead]')).not.toBeNull();
    expect(within(report).getByText("Accountant's signature")).toBeInTheDocument();
  });

  it('prints the report, and downloads it as CSV written by the kit’s writer: the amount column sums to the total', async () => {
    stubOffice({
      ...meRoute(meAs(['accountant'])),
      [COLLECTION_PATH]: () => json({ result: 'success', data: REPORT }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:portal.test/collection';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = renderAt('/office/accounts?view=collection&from=2025-07-14&to=2025-07-14');
    await screen.findByRole('region', { name: 'Fees collected on 14-07-2025' });

    await user.click(screen.getByRole('button', { name: 'Print the report' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Download the report as CSV' }));
    expect(clicked).toEqual([{ href: 'blob:portal.test/collection', download: 'fee-collection-2025-07-14.csv' }]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    // Who by name and, to reconcile with the audit log, by username: the header says which is which.
    expect(lines).toEqual([
      'date,time,receipt_no,upi_reference,application_no,name,course,mode,amount,recorded_by_name,recorded_by_username,undone_amount,undone_at,undone_by_name,undone_by_username,undo_reason',
      '2025-07-14,00:15,R/2025-0001,,ADM2025-000001,Anjali Verma,B.A.,cash,3500,Asha K,asha.k,,,,,',
      // A name that starts like a formula is text in a spreadsheet.
      `2025-07-14,14:40,,598765432102,ADM2025-000002,"'=HYPERLINK(""http://x.example"")",B.Sc.,online,4200,Ravi Acharya,ravi.acc,,,,,`,
      '2025-07-14,16:30,R/2025-0002,,ADM2025-000003,Ravi Kumar,B.A.,cash,,Ravi Acharya,ravi.acc,3500,2025-07-15 10:00,Asha K,asha.k,Receipt for the wrong applicant',
      '',
    ]);
  });

  it('names people by username when an older service sends no names (the signed-in accountant by their own name)', async () => {
    const unnamed = (entry: CollectionReport['entries'][number]) => ({
      ...entry,
      by_name: undefined,
      undone: entry.undone && { ...entry.undone, by_name: undefined },
    });
    stubOffice({
      ...meRoute(meAs(['accountant'])),
      [COLLECTION_PATH]: () =>
        json({
          result: 'success',
          data: {
            ...REPORT,
            entries: REPORT.entries.map(unnamed),
            totals: {
              ...REPORT.totals,
              by_accountant: REPORT.totals.by_accountant.map(({ by_name: _, ...total }) => total),
            },
          },
        }),
    });
    renderAt('/office/accounts?view=collection&from=2025-07-14&to=2025-07-14');
    const report = await screen.findByRole('region', { name: 'Fees collected on 14-07-2025' });
    const people = within(report).getByRole('table', { name: 'By who recorded or verified them' });
    expect(within(people).getByRole('row', { name: 'Asha K 1 ₹3,500' })).toBeInTheDocument();
    expect(within(people).getByRole('row', { name: 'ravi.acc 1 ₹4,200' })).toBeInTheDocument();
  });

  it('asks for other days from the form, and shows the service’s refusal of a range too long', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [COLLECTION_PATH]: () => failure('Please check the highlighted fields.', 400, { to: COLLECTION_RANGE_MESSAGE }),
    });
    const user = renderAt('/office/accounts?view=collection');
    expect(await screen.findAllByText(COLLECTION_RANGE_MESSAGE)).not.toHaveLength(0);
    // Without days in the address the service picks the college's today.
    expect(office.calls.some((call) => call.path === COLLECTION_PATH)).toBe(true);
    const form = screen.getByRole('search', { name: 'Daily collection report' });
    await user.type(within(form).getByLabelText('From'), '2025-04-01');
    await user.type(within(form).getByLabelText('To'), '2025-07-31');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(office.calls.at(-1)!.path).toBe(`${COLLECTION_PATH}?from=2025-04-01&to=2025-07-31`));
  });
});

const ROW: HistoryRow = {
  application_no: 'ADM2025-000004',
  name: 'Kavya Rao',
  course: 'B.A.',
  mode: 'cash',
  amount: 3500,
  reference: null,
  receipt_no: null,
  state: 'undone',
  paid_at: '2025-07-01T05:00:00.000Z',
  confirmed_at: null,
  confirmed_by: null,
  confirmed_by_name: null,
  return_reason: null,
  undone: {
    at: '2025-07-15T04:30:00.000Z',
    by: 'ravi.acc',
    by_name: 'Ravi Acharya',
    reason: 'Wrong applicant',
    receipt_no: 'R/2025-0104',
  },
};

describe('/office/accounts?view=history: every payment of the session', () => {
  it('lists each payment with where it stands and why, links it to its application, and searches from the form', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [PAYMENT_HISTORY_PATH]: () =>
        json({
          result: 'success',
          data: {
            rows: [
              ROW,
              {
                ...ROW,
                application_no: 'ADM2025-000005',
                name: 'Mohan Lal',
                mode: 'online',
                reference: '598765432105',
                state: 'verified',
                confirmed_at: '2025-07-14T09:10:00.000Z',
                confirmed_by: 'sv.acc',
                confirmed_by_name: 'Dr. S. Verma',
                undone: null,
              },
            ],
            total: 2,
            page: 1,
            pages: 1,
          },
        }),
    });
    const user = renderAt('/office/accounts?view=history');
    const table = await screen.findByRole('table', { name: 'Payments of the session' });
    expect(screen.getByRole('status')).toHaveTextContent('2 payments');
    const undone = within(table).getByRole('row', { name: /ADM2025-000004/ });
    expect(undone).toHaveTextContent(
      'Undone: fee open againOn 15-07-2025 10:00 IST by Ravi Acharya: Wrong applicant (receipt R/2025-0104 freed)',
    );
    const verified = within(table).getByRole('row', { name: /ADM2025-000005/ });
    expect(verified).toHaveTextContent('Verified: fee paid');
    expect(verified).toHaveTextContent('598765432105');
    // A colleague by the name the service keeps, not the signed-in accountant's.
    expect(verified).toHaveTextContent('14-07-2025 14:40 IST by Dr. S. Verma');
    expect(table).not.toHaveTextContent(/sv\.acc|ravi\.acc/);
    // The accountant opens the application where the accounts office sees it: the counter.
    expect(within(table).getByRole('link', { name: 'ADM2025-000004 at the fee counter' })).toHaveAttribute(
      'href',
      '/office/accounts/counter?application=ADM2025-000004',
    );
    expect(within(table).queryByRole('link', { name: /admissions office/ })).toBeNull();

    const form = screen.getByRole('search', { name: 'Search all payments' });
    await user.type(within(form).getByLabelText(/Receipt number, UPI reference/), 'r/2025-0104');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Undone: fee open again');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(office.calls.at(-1)!.path).toBe(`${PAYMENT_HISTORY_PATH}?q=r%2F2025-0104&state=undone`));
  });

  it('also links the admissions office’s application page for those who may open it', async () => {
    stubOffice({
      ...meRoute(meAs(['accountant', 'admission_officer'])),
      [PAYMENT_HISTORY_PATH]: () => json({ result: 'success', data: { rows: [ROW], total: 1, page: 1, pages: 1 } }),
    });
    renderAt('/office/accounts?view=history&q=Kavya');
    expect(await screen.findByRole('link', { name: 'Application ADM2025-000004 (admissions office)' })).toHaveAttribute(
      'href',
      '/office/admissions/applications/ADM2025-000004',
    );
  });
});
