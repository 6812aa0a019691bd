import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER, USERS_PATH } from '@college/office-service/contract';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import UsersPage from './users-page';

afterEach(() => vi.unstubAllGlobals());

const ADMIN_USER = {
  id: 1,
  username: 'demo.admin',
  displayName: 'Demo Admin',
  roles: [{ role: 'admin' }],
  secondFactor: true,
  disabled: false,
  locked: false,
  demo: true,
  passwordSet: true,
};

function renderUsers() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/users">
      <UsersPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

describe('A page of another role', () => {
  it('shows a user without the admin role the no-access page with a way to the office home, and never asks for the users', async () => {
    const office = stubOffice(meRoute(meAs(['accountant'])));
    const user = renderUsers();
    const heading = await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Office users' })).not.toBeInTheDocument();
    expect(office.calls.map((call) => call.path)).not.toContain(USERS_PATH);
    await user.click(screen.getByRole('link', { name: 'Go to the office home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/office\/home$/);
  });

  it('shows the same page when the API refuses with 403 (the role was taken away meanwhile)', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => failure('You do not have the role this needs.', 403),
    });
    renderUsers();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('Office users (admin)', () => {
  it('lists the users, and adding one shows its set-up code once, sent with the CSRF token', async () => {
    let users = [ADMIN_USER];
    const office = stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: ({ method, body }) => {
        if (method === 'GET') return json({ result: 'success', users });
        const added = body as { username: string; displayName: string; roles: { role: string }[] };
        users = [...users, { ...ADMIN_USER, id: 2, ...added, demo: false, passwordSet: false, secondFactor: false }];
        return json({
          result: 'success',
          userId: 2,
          setupCode: 'K7QM-4XPA-ZZ9C',
          expiresAt: '2026-01-08T09:00:00.000Z',
        });
      },
    });
    const user = renderUsers();
    const table = await screen.findByRole('table', { name: 'Office users' });
    expect(within(table).getByRole('cell', { name: 'Demo Admin' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add an office user' });
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(within(form).getByRole('link', { name: /Roles.*Give the user at least one role\./ })).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /Username/ }), 'asha.k');
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Asha K');
    await user.click(within(form).getByRole('checkbox', { name: 'Accountant' }));
    await user.click(within(form).getByRole('button', { name: 'Add user' }));

    expect(await screen.findByTestId('setup-code')).toHaveTextContent('K7QM-4XPA-ZZ9C');
    expect(screen.getByText('Set-up code for Asha K')).toBeInTheDocument();
    const post = office.calls.find((call) => call.path === USERS_PATH && call.method === 'POST');
    expect(post?.body).toEqual({ username: 'asha.k', displayName: 'Asha K', roles: [{ role: 'accountant' }] });
    expect(post?.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Asha K' })).toBeInTheDocument());
  });
});
