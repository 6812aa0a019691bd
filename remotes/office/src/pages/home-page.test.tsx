import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryNavigation } from '@college/design-system';
import { json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import { OFFICE_MESSAGES_SUMMARY_PATH } from '@college/info-service/office/messages';
import { NOTICES_PATH } from '@college/office-service/contract';
import { OFFICE_APPLICATIONS_PATH } from '@college/admissions-service/contract';
import { OFFICE_PAYMENTS_PATH } from '@college/admissions-service/office/payments';
import { IMPORTS_WAITING_PATH } from '@college/records-service/office/records';
import HomePage from './home-page';

afterEach(() => vi.unstubAllGlobals());

function renderHome() {
  render(
    <MemoryNavigation initialPath="/office/home">
      <HomePage />
      <WhereAmI />
    </MemoryNavigation>,
  );
}

const tiles = async () => {
  const list = await screen.findByRole('list', { name: 'What you can open' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('Office home', () => {
  it('shows an administrator user administration, the audit log, the admission session and the account, and no other room', async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Office home' })).toBeInTheDocument();
    expect(await tiles()).toEqual([
      ['Office users', '/office/users'],
      ['Audit log', '/office/audit'],
      ['Admission session', '/office/admissions/session'],
      ['Your account', '/office/account'],
    ]);
    expect(screen.getByText('Signed in as Asha K.')).toBeInTheDocument();
  });

  it('tells an administrator of a username locked after many failed sign-ins', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [NOTICES_PATH]: () =>
        json({
          result: 'success',
          locks: [
            {
              username: 'demo.admin',
              lockedAt: '2026-01-05T09:00:00.000Z',
              lockedUntil: '2026-01-05T09:15:00.000Z',
              failures: 50,
              addresses: 10,
            },
          ],
        }),
    });
    renderHome();
    const notice = (await screen.findByText('Sign-in locked after many failed attempts')).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'demo.admin: 50 failed sign-ins from 10 addresses; locked until 05-01-2026 14:45 IST except where the user signed in lately. Unlock it on the office users page if the user needs it sooner.',
    );
  });

  it('shows an accountant only the accounts office (built by the admissions team: no "not built" note) and the account', async () => {
    stubOffice(meRoute(meAs(['accountant'])));
    renderHome();
    expect(await tiles()).toEqual([
      ['Accounts office', '/office/accounts'],
      ['Your account', '/office/account'],
    ]);
    expect(screen.queryByText(/Not built yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Office users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admission session' })).not.toBeInTheDocument();
  });

  it('tells a grievance officer what waits in the grievances office, overdue complaints included', async () => {
    stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      [OFFICE_MESSAGES_SUMMARY_PATH]: () =>
        json({ result: 'success', data: { new: 4, in_progress: 2, overdue: 1, overdueDays: 15 } }),
    });
    renderHome();
    expect((await tiles()).map(([name]) => name)).toEqual(['Grievances office', 'Your account']);
    expect(
      await screen.findByText('4 new, 2 in progress. 1 complaint is overdue (open longer than 15 days).'),
    ).toBeInTheDocument();
  });

  it('tells a grievance officer how many open messages are theirs', async () => {
    stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      [OFFICE_MESSAGES_SUMMARY_PATH]: () =>
        json({ result: 'success', data: { new: 1, in_progress: 5, overdue: 0, overdueDays: 15, assigned_to_you: 3 } }),
    });
    renderHome();
    expect(await screen.findByText('1 new, 5 in progress. 3 assigned to you.')).toBeInTheDocument();
  });

  it('tells a content editor of records sheets checked but not confirmed, and nothing when none waits', async () => {
    stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [IMPORTS_WAITING_PATH]: () =>
        json({
          result: 'success',
          data: [
            { dataset: 'students', created_at: '2026-07-01T05:00:00.000Z' },
            { dataset: 'attendance', created_at: '2026-07-01T06:00:00.000Z' },
          ],
        }),
    });
    renderHome();
    expect(
      await screen.findByText(
        '2 records sheets are checked but not yet confirmed (Students, Attendance sheets); a preview is kept for a day.',
      ),
    ).toBeInTheDocument();
    cleanup();
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      [IMPORTS_WAITING_PATH]: () => json({ result: 'success', data: [] }),
    });
    renderHome();
    expect((await tiles()).map(([name]) => name)).toEqual(['Website content', 'Your account']);
    await waitFor(() => expect(office.calls.map((call) => call.path)).toContain(IMPORTS_WAITING_PATH));
    expect(screen.queryByText(/not yet confirmed/)).not.toBeInTheDocument();
  });

  it('shows a user with two roles both rooms, each with the applications waiting for scrutiny', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admission_officer', 'document_verifier'])),
      [OFFICE_APPLICATIONS_PATH]: () =>
        json({ result: 'success', data: { rows: [], total: 12, page: 1, page_size: 50, pages: 1 } }),
    });
    renderHome();
    expect((await tiles()).map(([name]) => name)).toEqual([
      'Admissions office',
      'Document verification',
      'Your account',
    ]);
    // The verification room's own filter, asked once for both tiles.
    expect(await screen.findAllByText('12 applications wait for scrutiny.')).toHaveLength(2);
    expect(
      office.calls.filter((call) => call.path.startsWith(OFFICE_APPLICATIONS_PATH)).map((call) => call.path),
    ).toEqual([`${OFFICE_APPLICATIONS_PATH}?state=to_scrutinise&count=only`]);
  });

  it('tells the accountant how many online claims wait, and says nothing when the count cannot be read', async () => {
    stubOffice({
      ...meRoute(meAs(['accountant'])),
      [OFFICE_PAYMENTS_PATH]: () => json({ result: 'success', data: { rows: [], total: 1, page: 1, pages: 1 } }),
    });
    renderHome();
    expect(await screen.findByText('1 online payment claim to verify.')).toBeInTheDocument();
    cleanup();
    stubOffice({ ...meRoute(meAs(['accountant'])) });
    renderHome();
    expect((await tiles()).map(([name]) => name)).toEqual(['Accounts office', 'Your account']);
    expect(screen.queryByText(/claim/)).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign-in, to come back here afterwards', async () => {
    stubOffice(meRoute('signed-out'));
    renderHome();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/office/sign-in?next=%2Foffice%2Fhome'));
    expect(screen.queryByRole('list', { name: 'What you can open' })).not.toBeInTheDocument();
  });

  it('sends a half-done sign-in (second factor still due) to sign-in too', async () => {
    stubOffice(meRoute(meAs(['admin'], 'second_factor')));
    renderHome();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/office/sign-in?next=%2Foffice%2Fhome'));
  });
});
