import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_SERVICES,
  type AuditCsvColumn,
  officeAuditActionsPath,
  officeAuditCsvPath,
  type OfficeAuditEntry,
  officeAuditPath,
  USERS_PATH,
} from '@college/office-service/contract';
import { type UserSummary } from '@college/office-service/office/users';
import { parseCsv, toCsv } from '@college/remote-kit/office';
import { cellsIn, failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import AuditPage from './audit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = (
  service: string,
  id: number,
  at: string,
  action: string,
  extra: Partial<OfficeAuditEntry> = {},
): OfficeAuditEntry => ({
  service,
  id,
  at,
  userId: '1',
  username: 'demo.admin',
  role: 'admin',
  action,
  recordType: null,
  recordId: null,
  before: null,
  after: null,
  reason: null,
  requestId: `req-${service}-${id}`,
  address: '127.0.0.1',
  ...extra,
});

const user = (id: number, username: string, displayName: string): UserSummary => ({
  id,
  username,
  displayName,
  roles: [{ role: 'admin' }],
  secondFactor: true,
  disabled: false,
  locked: false,
  demo: false,
  passwordSet: true,
});
const USERS = [user(1, 'demo.admin', 'Demo Administrator'), user(3, 'asha.k', 'Asha K'), user(4, 'ravi.r', 'Ravi Rao')];

const part = (service: string, entries: OfficeAuditEntry[]) => () => json({ result: 'success', service, entries });
const actionsOf = (service: string, actions: string[]) => () => json({ result: 'success', service, actions });
/** A service's CSV of its part, as the kit writes it. */
const csvPart = (rows: Partial<Record<AuditCsvColumn, string | number>>[]) => () =>
  new Response(toCsv(AUDIT_CSV_COLUMNS, rows), { headers: { 'content-type': 'text/csv; charset=utf-8' } });

/** Every part answering nothing: entries, actions and CSV. */
const emptyParts = Object.fromEntries(
  AUDIT_SERVICES.flatMap((service) => [
    [officeAuditPath(service), part(service, [])],
    [officeAuditActionsPath(service), actionsOf(service, [])],
    [officeAuditCsvPath(service), csvPart([])],
  ]),
);
const base = () => ({
  ...meRoute(meAs(['admin'])),
  [USERS_PATH]: () => json({ result: 'success', users: USERS }),
  ...emptyParts,
});

function renderAudit() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/audit">
      <AuditPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

/** The table's body rows as "when | service | by | action" texts. */
const shownRows = (table: HTMLElement) => cellsIn(table).map((cells) => cells.slice(0, 4).join(' | '));

/** Catches the file the page saves: the blob and the <a download> clicked. */
function catchDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:portal.test/audit';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return { blobs, clicked };
}

describe('The audit log of every service (admin)', () => {
  it('merges the parts newest first, times in IST, who by name, actions by name, and says which part could not be read', async () => {
    stubOffice({
      ...base(),
      [officeAuditPath('office')]: part('office', [
        entry('office', 9, '2026-01-07T08:00:00.000Z', 'sign-in'),
        entry('office', 4, '2026-01-05T10:00:00.000Z', 'role.grant', { userId: '3', username: 'asha.k' }),
      ]),
      [officeAuditPath('careers')]: part('careers', [
        entry('careers', 2, '2026-12-06T08:35:09.000Z', 'application.reject', {
          userId: null,
          username: 'ravi.r',
          reason: '=HYPERLINK("http://x.example","click")',
        }),
        // An action without a name yet, by a username the office does not know.
        entry('careers', 1, '2026-01-06T09:00:00.000Z', 'careers.new_thing', { userId: '99', username: 'gone.user' }),
      ]),
      [officeAuditPath('admissions')]: () => failure('This part of the portal is not answering just now.', 503),
    });
    renderAudit();
    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    expect(within(table).getByRole('columnheader', { name: 'When (IST)' })).toBeInTheDocument();
    expect(shownRows(table)).toEqual([
      '06-12-2026 14:05:09 IST | careers | Ravi Rao | Application rejected',
      '07-01-2026 13:30:00 IST | office | Demo Administrator | Signed in',
      '06-01-2026 14:30:00 IST | careers | gone.user | careers.new_thing',
      '05-01-2026 15:30:00 IST | office | Asha K | Role given',
    ]);
    expect(screen.getByText('The admissions part of the log could not be read just now.')).toBeInTheDocument();
    expect(screen.queryByText(/The (office|careers|records|results|info) part/)).not.toBeInTheDocument();
    expect(screen.getByText('4 entries.')).toBeInTheDocument();
  });

  it('offers the actions the parts hold by name, sorted, the unnamed by code, and sends the chosen code to every part', async () => {
    const office = stubOffice({
      ...base(),
      [officeAuditActionsPath('office')]: actionsOf('office', ['user.disable', 'sign-in', 'audit.export']),
      [officeAuditActionsPath('careers')]: actionsOf('careers', ['application.reject', 'zz.unnamed']),
      [officeAuditActionsPath('admissions')]: actionsOf('admissions', ['application.view', 'payment.verify']),
      // A part that cannot answer its list leaves only its own actions out.
      [officeAuditActionsPath('info')]: () => failure('Not answering.', 503),
    });
    const user = renderAudit();
    await screen.findByText('No entries match these filters.');
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    const select = within(form).getByRole('combobox', { name: /Action/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(8));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any action',
      'Application rejected',
      'Application viewed',
      'Audit log downloaded',
      'Office user disabled',
      'Payment verified',
      'Signed in',
      'zz.unnamed',
    ]);
    await user.selectOptions(select, 'Office user disabled');
    await user.click(within(form).getByRole('button', { name: 'Show entries' }));
    await waitFor(() => {
      const asked = office.calls
        .filter((call) => call.path.includes('action=user.disable'))
        .map((call) => call.path.split('?')[0]);
      expect(asked.sort()).toEqual(AUDIT_SERVICES.map(officeAuditPath).sort());
    });
    // A code without a name can be chosen too.
    await user.selectOptions(select, 'zz.unnamed');
    await user.click(within(form).getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(office.calls.some((call) => call.path.includes('action=zz.unnamed'))).toBe(true));
  });

  it("shows each record's before and after as fields, the changed ones marked, people by name", async () => {
    stubOffice({
      ...base(),
      [officeAuditPath('info')]: part('info', [
        entry('info', 5, '2026-02-01T06:00:00.000Z', 'message.assign', {
          userId: '3',
          username: 'asha.k',
          recordType: 'message',
          recordId: 'MSG-0007',
          before: { status: 'new', assigned_to: null, reply: null },
          after: { status: 'in_progress', assigned_to: 'ravi.r', reply: null },
        }),
      ]),
      [officeAuditPath('office')]: part('office', [
        entry('office', 8, '2026-02-01T05:00:00.000Z', 'role.grant', {
          recordType: 'user',
          recordId: '4',
          before: { roles: [{ role: 'admin' }] },
          after: { roles: [{ role: 'admin' }, { role: 'accountant' }] },
        }),
        entry('office', 7, '2026-02-01T04:00:00.000Z', 'audit.export', {
          recordType: 'audit_log',
          after: { filter: { action: 'sign-in' }, rows: 12 },
        }),
      ]),
    });
    renderAudit();
    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    const rowOf = (action: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('cell', { name: action }))!;
    const fieldsIn = (action: string) =>
      within(within(rowOf(action)).getByRole('list', { name: 'Before and after' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    expect(within(rowOf('Message assigned')).getByText('Message MSG-0007')).toBeInTheDocument();
    expect(fieldsIn('Message assigned')).toEqual([
      'Status: new → in_progress changed',
      'Assigned to: — → Ravi Rao changed',
      'Reply: —',
    ]);
    // The office user acted on by name, roles by their names.
    expect(within(rowOf('Role given')).getByText('Office user Ravi Rao')).toBeInTheDocument();
    expect(fieldsIn('Role given')).toEqual(['Roles: Administrator → Administrator, Accountant changed']);
    // Only an after (a download): its fields, nothing marked.
    expect(fieldsIn('Audit log downloaded')).toEqual(['Filter: sign-in', 'Rows: 12']);
    expect(within(table).queryByText(/[{}"]/)).not.toBeInTheDocument();
  });

  it('downloads every entry of the filters as one CSV made by the services, merged newest first with names', async () => {
    const office = stubOffice({
      ...base(),
      [officeAuditPath('office')]: part('office', [entry('office', 9, '2026-01-07T08:00:00.000Z', 'sign-in')]),
      [officeAuditCsvPath('office')]: csvPart([
        {
          service: 'office',
          id: 9,
          at_ist: '07-01-2026 13:30:00 IST',
          at_utc: '2026-01-07T08:00:00.000Z',
          user_id: '1',
          username: 'demo.admin',
          action: 'sign-in',
        },
        {
          service: 'office',
          id: 3,
          at_ist: '05-01-2026 15:30:00 IST',
          at_utc: '2026-01-05T10:00:00.000Z',
          user_id: '3',
          username: 'asha.k',
          action: 'role.grant',
          before: '{"roles":[]}',
        },
      ]),
      [officeAuditCsvPath('careers')]: csvPart([
        {
          service: 'careers',
          id: 2,
          at_ist: '06-01-2026 14:30:00 IST',
          at_utc: '2026-01-06T09:00:00.000Z',
          username: 'ravi.r',
          action: 'application.reject',
          reason: '=HYPERLINK("http://x.example","click")',
          after: '{"status":"rejected"}',
        },
      ]),
    });
    const { blobs, clicked } = catchDownloads();
    const user = renderAudit();
    await screen.findByRole('table', { name: /Audit log entries/ });
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await user.type(within(form).getByLabelText(/From \(date\)/), '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Show entries' }));
    await screen.findByText('1 entry.');
    await user.click(screen.getByRole('button', { name: 'Download every matching entry as CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));

    // Each service was asked for its whole part, with the filters and no limit.
    const asked = office.calls.filter((call) => call.path.includes('/audit.csv')).map((call) => call.path);
    expect(asked.sort()).toEqual(
      AUDIT_SERVICES.map((service) => `${officeAuditCsvPath(service)}?from=2026-01-01`).sort(),
    );
    expect(clicked[0]).toEqual({
      href: 'blob:portal.test/audit',
      download: expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const text = (await blobs[0].text()).replace(/^\uFEFF/, '');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(text).map((record) => record.cells);
    expect(header).toEqual([
      'service',
      'id',
      'at_ist',
      'at_utc',
      'user_id',
      'username',
      'name',
      'role',
      'action',
      'action_name',
      'record_type',
      'record_id',
      'before',
      'after',
      'reason',
      'request_id',
      'address',
    ]);
    const column = (name: string) => records.map((record) => record[header.indexOf(name)]);
    // Newest first across the parts, more rows than the page showed.
    expect(column('at_ist')).toEqual(['07-01-2026 13:30:00 IST', '06-01-2026 14:30:00 IST', '05-01-2026 15:30:00 IST']);
    expect(column('service')).toEqual(['office', 'careers', 'office']);
    expect(column('name')).toEqual(['Demo Administrator', 'Ravi Rao', 'Asha K']);
    expect(column('action_name')).toEqual(['Signed in', 'Application rejected', 'Role given']);
    expect(column('after')[1]).toBe('{"status":"rejected"}');
    // The part's formula-looking cell stays text, once.
    expect(column('reason')[1]).toBe(`'=HYPERLINK("http://x.example","click")`);
    expect(screen.queryByText('The CSV file was not made')).not.toBeInTheDocument();
  });

  it('makes no file when a part cannot be read, and says which', async () => {
    stubOffice({
      ...base(),
      [officeAuditPath('office')]: part('office', [entry('office', 9, '2026-01-07T08:00:00.000Z', 'sign-in')]),
      [officeAuditCsvPath('results')]: () => failure('This part of the portal is not answering just now.', 503),
    });
    const { clicked } = catchDownloads();
    const user = renderAudit();
    await screen.findByRole('table', { name: /Audit log entries/ });
    await user.click(screen.getByRole('button', { name: 'Download every matching entry as CSV' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The CSV file was not made')).toBeInTheDocument();
    expect(within(alert).getByText(/The results part of the log could not be read just now/)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('shows the no-access page when the parts refuse with 403 (the admin role was taken away)', async () => {
    stubOffice({
      ...base(),
      ...Object.fromEntries(
        AUDIT_SERVICES.map((service) => [
          officeAuditPath(service),
          () => failure('Your office account does not have the role this needs.', 403),
        ]),
      ),
    });
    renderAudit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/part of the log could not be read/)).not.toBeInTheDocument();
  });
});
