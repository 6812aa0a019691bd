import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { AUDIT_SERVICES, type OfficeAuditEntry, officeAuditPath, USERS_PATH } from '@college/office-service/contract';
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

const part = (service: string, entries: OfficeAuditEntry[]) => () => json({ result: 'success', service, entries });
const emptyParts = Object.fromEntries(AUDIT_SERVICES.map((service) => [officeAuditPath(service), part(service, [])]));

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

describe('The audit log of every service (admin)', () => {
  it('merges the parts newest first with the service of each row, and says which part could not be read without hiding the others', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => json({ result: 'success', users: [] }),
      ...emptyParts,
      [officeAuditPath('office')]: part('office', [
        entry('office', 9, '2026-01-07T08:00:00.000Z', 'sign-in'),
        entry('office', 4, '2026-01-05T10:00:00.000Z', 'role.grant'),
      ]),
      [officeAuditPath('careers')]: part('careers', [
        entry('careers', 2, '2026-01-06T09:00:00.000Z', 'application.shortlist', {
          reason: '=HYPERLINK("http://x.example","click")',
        }),
      ]),
      [officeAuditPath('admissions')]: () => failure('This part of the portal is not answering just now.', 503),
    });
    renderAudit();
    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    expect(shownRows(table)).toEqual([
      '2026-01-07 08:00:00 | office | demo.admin | sign-in',
      '2026-01-06 09:00:00 | careers | demo.admin | application.shortlist',
      '2026-01-05 10:00:00 | office | demo.admin | role.grant',
    ]);
    expect(screen.getByText('The admissions part of the log could not be read just now.')).toBeInTheDocument();
    expect(screen.queryByText(/The (office|careers|records|results|info) part/)).not.toBeInTheDocument();
    expect(screen.getByText('3 entries.')).toBeInTheDocument();
  });

  it('sends the same filters to every part', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => json({ result: 'success', users: [] }),
      ...emptyParts,
    });
    const user = renderAudit();
    await screen.findByText('No entries match these filters.');
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await user.type(within(form).getByRole('textbox', { name: /Action/ }), 'user.disable');
    await user.click(within(form).getByRole('button', { name: 'Show entries' }));
    await waitFor(() => {
      const asked = office.calls
        .filter((call) => call.path.includes('action=user.disable'))
        .map((call) => call.path.split('?')[0]);
      expect(asked.sort()).toEqual(AUDIT_SERVICES.map(officeAuditPath).sort());
    });
  });

  it('downloads the merged rows as a CSV file built in the browser, a formula-looking cell made text', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => json({ result: 'success', users: [] }),
      ...emptyParts,
      [officeAuditPath('office')]: part('office', [entry('office', 9, '2026-01-07T08:00:00.000Z', 'sign-in')]),
      [officeAuditPath('careers')]: part('careers', [
        entry('careers', 2, '2026-01-06T09:00:00.000Z', 'application.shortlist', {
          reason: '=HYPERLINK("http://x.example","click")',
          after: { status: 'shortlisted' },
        }),
      ]),
    });
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:portal.test/audit';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = renderAudit();
    await screen.findByRole('table', { name: /Audit log entries/ });
    await user.click(screen.getByRole('button', { name: 'Download these entries as CSV' }));

    expect(clicked).toEqual([
      { href: 'blob:portal.test/audit', download: expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/) },
    ]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'service,id,at,userId,username,role,action,recordType,recordId,before,after,reason,requestId,address',
    );
    // Every line ends in CRLF, the last one too, like every export of the portal.
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toMatch(/^office,9,2026-01-07T08:00:00.000Z,1,demo.admin,admin,sign-in,/);
    expect(lines[2]).toMatch(/^careers,2,2026-01-06T09:00:00.000Z,/);
    // The reason starts with "=": a spreadsheet gets it as text ('=...), quoted with its quotes doubled.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(lines[2]).toContain('"{""status"":""shortlisted""}"');
  });

  it('shows the no-access page when the parts refuse with 403 (the admin role was taken away)', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => json({ result: 'success', users: [] }),
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
