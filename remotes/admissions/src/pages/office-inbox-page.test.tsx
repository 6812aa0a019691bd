import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { forgetCachedResources } from '@college/remote-kit';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import {
  COURSES_PATH,
  type InboxRow,
  INBOX_PAGE_SIZE,
  MAJOR_SUBJECTS_PATH,
  OFFICE_APPLICATIONS_CSV_PATH,
  OFFICE_APPLICATIONS_PATH,
} from '@college/admissions-service/contract';
import OfficeInboxPage from './office-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCachedResources();
});

const where = () => screen.getByTestId('where').textContent;

const row = (n: number, extra: Partial<InboxRow> = {}): InboxRow => ({
  application_no: `ADM2025-${String(n).padStart(6, '0')}`,
  name: `Applicant ${n}`,
  father: 'Ramesh Kumar',
  course_id: 1,
  course: 'B.A.',
  category: 'General',
  state: 'submitted',
  payment: 'unpaid',
  payment_state: null,
  submitted_at: '2025-06-02T10:15:00.000Z',
  mobile: '9876543210',
  voided: false,
  resent: false,
  ...extra,
});

const page = (rows: InboxRow[], total = rows.length, pageNo = 1) => ({
  result: 'success',
  data: { rows, total, page: pageNo, page_size: INBOX_PAGE_SIZE, pages: Math.ceil(total / INBOX_PAGE_SIZE) },
});

const lookups = {
  [COURSES_PATH]: () =>
    json({
      result: 'success',
      data: [
        { id: 1, brc_id: 1, course: 'B.A.', level: 'undergraduate', fee: 2500 },
        { id: 2, brc_id: 1, course: 'B.Sc.', level: 'undergraduate', fee: 3000 },
      ],
    }),
  [MAJOR_SUBJECTS_PATH]: () =>
    json({
      result: 'success',
      data: [
        { id: 11, subject: 'Physics' },
        { id: 12, subject: 'Chemistry' },
      ],
    }),
};

function renderInbox(path = '/office/admissions/applications', room?: string) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path}>
      <OfficeInboxPage room={room} />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

/** The inbox API calls made, as their query strings. */
const inboxQueries = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.split('?')[0] === OFFICE_APPLICATIONS_PATH)
    .map((call) => call.path.slice(OFFICE_APPLICATIONS_PATH.length));

describe('The office inbox', () => {
  it('prints every page of the filter on one sheet, the filter said in words, and is back after printing', async () => {
    const all = Array.from({ length: 52 }, (_, index) => row(index + 1, { category: 'SC' }));
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => {
        const asked = new URLSearchParams(office.calls.at(-1)!.path.split('?')[1]);
        const pageNo = Number(asked.get('page') ?? 1);
        return json(page(all.slice((pageNo - 1) * INBOX_PAGE_SIZE, pageNo * INBOX_PAGE_SIZE), all.length, pageNo));
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderInbox('/office/admissions/applications?category=SC&state=submitted&course=1');
    await user.click(await screen.findByRole('button', { name: 'Print this list (52 applications)' }));
    const sheet = await screen.findByRole('region', { name: 'The list as printed' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(within(sheet).getByRole('heading', { name: 'Applications: course B.A., category SC, status Submitted' }));
    expect(
      within(sheet).getByText(/^52 applications, printed \d\d-\d\d-\d{4} \d\d:\d\d:\d\d IST by /),
    ).toBeInTheDocument();
    const printed = within(sheet).getAllByRole('row').slice(1);
    expect(printed).toHaveLength(52);
    expect(
      within(printed[51])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '52',
      'ADM2025-000052',
      'Applicant 52',
      'Ramesh Kumar',
      'B.A.',
      'SC',
      'Submitted',
      'Unpaid',
      '02-06-2025',
      '9876543210',
    ]);
    // Both pages of the same filter were asked for, nothing else.
    expect(inboxQueries(office.calls).slice(1)).toEqual([
      '?course=1&category=SC&state=submitted',
      '?course=1&category=SC&state=submitted&page=2',
    ]);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The list as printed' })).not.toBeInTheDocument());
  });

  it('offers no printout of more applications than a sheet should hold, and says what to do', async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => json(page([row(1)], 1200)),
    });
    renderInbox();
    expect(
      await screen.findByText(
        '1200 applications match: narrow the filter to at most 1000 to print them, or download the CSV.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print this list/ })).not.toBeInTheDocument();
  });

  it('lists the applications with a caption, each number linking to its page, and the filter of the address', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () =>
        json(page([row(2, { state: 'under_scrutiny', payment: 'claimed', category: 'SC' }), row(1)])),
    });
    renderInbox('/office/admissions/applications?category=SC&q=asha');
    const table = await screen.findByRole('table', { name: 'Applications matching the filter, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['ADM2025-000002', 'Applicant 2', 'B.A.', 'SC', 'Under scrutiny', 'Paid – to verify', '02-06-2025', '9876543210'],
      ['ADM2025-000001', 'Applicant 1', 'B.A.', 'General', 'Submitted', 'Unpaid', '02-06-2025', '9876543210'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'ADM2025-000002' })).toHaveAttribute(
      'href',
      '/office/admissions/applications/ADM2025-000002',
    );
    expect(screen.getByText('Page 1 of 1, 2 applications')).toBeInTheDocument();
    expect(inboxQueries(office.calls)).toEqual(['?q=asha&category=SC']);
    // The form shows the address's filter.
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('asha');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('SC');
  });

  it('writes the chosen filters to the address and asks the API with them; the CSV link carries the same filter', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => json(page([])),
    });
    const user = renderInbox();
    await screen.findByText('No applications match this filter.');
    const form = screen.getByRole('form', { name: 'Filter the applications' });
    await user.type(within(form).getByRole('searchbox', { name: /Search/ }), '98765');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Course' }), 'B.Sc.');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Major subject' }),
      await within(form).findByRole('option', { name: 'Chemistry' }),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'OBC');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Query raised');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment' }), 'Paid – to verify');
    await user.type(within(form).getByLabelText(/Submitted from/), '2025-06-01');
    await user.type(within(form).getByLabelText(/Submitted to/), '2025-06-30');
    await user.click(within(form).getByRole('button', { name: 'Show applications' }));

    const query =
      'q=98765&course=2&major=12&category=OBC&state=query_raised&payment=claimed&from=2025-06-01&to=2025-06-30';
    expect(where()).toBe(`/office/admissions/applications?${query}`);
    await waitFor(() => expect(inboxQueries(office.calls).at(-1)).toBe(`?${query}`));
    expect(screen.getByRole('link', { name: 'Download CSV of this filter' })).toHaveAttribute(
      'href',
      `${OFFICE_APPLICATIONS_CSV_PATH}?${query}`,
    );
  });

  it('refuses an end date before the start date at its field, and sends nothing', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => json(page([])),
    });
    const user = renderInbox();
    await screen.findByText('No applications match this filter.');
    await user.type(screen.getByLabelText(/Submitted from/), '2025-06-30');
    await user.type(screen.getByLabelText(/Submitted to/), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Show applications' }));
    expect(await screen.findAllByText('The end date must not be before the start date.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Submitted to/)).toHaveAccessibleDescription(
      /The end date must not be before the start date/,
    );
    expect(where()).toBe('/office/admissions/applications');
    expect(inboxQueries(office.calls)).toEqual(['']);
  });

  it('pages 50 at a time: says where it is, and previous/next keep the filter in the address', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => {
        const asked = Number(new URL(office.calls.at(-1)!.path, 'http://portal.test').searchParams.get('page') ?? 1);
        return json(
          page(
            Array.from({ length: asked === 3 ? 20 : 50 }, (_, i) => row((asked - 1) * 50 + i + 1)),
            120,
            asked,
          ),
        );
      },
    });
    const user = renderInbox('/office/admissions/applications?state=submitted');
    expect(await screen.findByText('Page 1 of 3, 120 applications')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(where()).toBe('/office/admissions/applications?state=submitted&page=2');
    expect(await screen.findByText('Page 2 of 3, 120 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3, 120 applications')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2 of 3, 120 applications')).toBeInTheDocument();
    expect(inboxQueries(office.calls)).toEqual([
      '?state=submitted',
      '?state=submitted&page=2',
      '?state=submitted&page=3',
      '?state=submitted&page=2',
    ]);
    // The CSV is the whole filter, not the page.
    expect(screen.getByRole('link', { name: 'Download CSV of this filter' })).toHaveAttribute(
      'href',
      `${OFFICE_APPLICATIONS_CSV_PATH}?state=submitted`,
    );
  }, 20_000); // two pages of 50 rows drawn: 5.5 s on a busy 2-core machine

  it("shows the API's refusal of a filter typed into the address, field by field", async () => {
    stubOffice({
      ...meRoute(meAs(['admission_officer'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () =>
        failure('Please correct the query.', 400, { state: 'state must be one of submitted, …' }),
    });
    renderInbox('/office/admissions/applications?state=done');
    expect(await screen.findByText('The filter in the address was not accepted')).toBeInTheDocument();
    expect(screen.getByText('state must be one of submitted, …')).toBeInTheDocument();
  });
});

describe('The verification room', () => {
  it('starts with the applications submitted or under scrutiny, oldest first, says so, and lets the state filter go', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['document_verifier'])),
      ...lookups,
      [OFFICE_APPLICATIONS_PATH]: () => json(page([row(5, { state: 'under_scrutiny', resent: true }), row(6)])),
    });
    const user = renderInbox('/office/verification', 'verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document verification' })).toBeInTheDocument();
    expect(
      await screen.findByText(/waiting for document verification: those submitted or under scrutiny/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('to_scrutinise');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('oldest');
    const resentRow = (await screen.findByRole('link', { name: 'ADM2025-000005' })).closest('tr')!;
    // A document sent again after a query is said in words beside the state.
    expect(resentRow).toHaveTextContent('Under scrutiny · documents re-sent');
    expect(screen.getByRole('link', { name: 'ADM2025-000006' }).closest('tr')).not.toHaveTextContent('re-sent');
    expect(inboxQueries(office.calls)).toEqual(['?state=to_scrutinise&order=oldest']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.click(screen.getByRole('button', { name: 'Show applications' }));
    // "Any status" stays in the address, so a reload does not bring the preset back.
    expect(where()).toBe('/office/verification?state=&order=oldest');
    await waitFor(() => expect(inboxQueries(office.calls).at(-1)).toBe('?order=oldest'));
  });
});
