import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { COURSES_PATH } from '@college/admissions-service/contract';
import { CSRF_HEADER, USER_ACTIONS, USERS_PATH, userActionPath } from '@college/office-service/contract';
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
    // Until when, on the college's clock: 09:00 UTC is 14:30 in India.
    expect(screen.getByText(/works once until 08-01-2026 14:30 IST\./)).toBeInTheDocument();
    expect(screen.getByText('Set-up code for Asha K')).toBeInTheDocument();
    const post = office.calls.find((call) => call.path === USERS_PATH && call.method === 'POST');
    expect(post?.body).toEqual({ username: 'asha.k', displayName: 'Asha K', roles: [{ role: 'accountant' }] });
    expect(post?.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Asha K' })).toBeInTheDocument());
  });
});

const ASHA = {
  ...ADMIN_USER,
  id: 2,
  username: 'asha.k',
  displayName: 'Asha K',
  roles: [{ role: 'accountant' }],
  demo: false,
};
const RAVI = {
  ...ADMIN_USER,
  id: 3,
  username: 'ravi.m',
  displayName: 'Ravi M',
  roles: [{ role: 'results_officer' }],
  disabled: true,
  locked: true,
  demo: false,
};
const COURSES = [
  { id: 1, brc_id: 1, course: 'B.A.', level: 'undergraduate', fee: 100 },
  { id: 2, brc_id: 1, course: 'B.Sc.', level: 'undergraduate', fee: 100 },
  { id: 3, brc_id: 1, course: 'M.A.', level: 'postgraduate', fee: 100 },
];

/** The users list, the admissions catalogue and each action of the admin API, answered and recorded. */
function stubUsers(answers: Record<string, () => Response> = {}) {
  return stubOffice({
    ...meRoute(meAs(['admin'])),
    [USERS_PATH]: () => json({ result: 'success', users: [ADMIN_USER, ASHA, RAVI] }),
    [COURSES_PATH]: () => json({ result: 'success', data: COURSES }),
    ...Object.fromEntries(
      USER_ACTIONS.flatMap((action) =>
        [2, 3].map((id) => [userActionPath(id, action), answers[action] ?? (() => json({ result: 'success' }))]),
      ),
    ),
  });
}

async function manage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Manage ${name}` }));
  return screen.getByRole('form', { name: `Change ${name}'s account` });
}
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((label) => !label?.startsWith('Choose'));

describe('Managing a user', () => {
  it('offers only the actions that apply to that user', async () => {
    stubUsers();
    const user = renderUsers();
    const active = await manage(user, 'Asha K');
    expect(optionsOf(within(active).getByRole('combobox', { name: /What to do/ }))).toEqual([
      'Give a role',
      'Take a role away',
      'Reset the password (gives a new set-up code)',
      'Reset the authenticator app (gives a new set-up code)',
      'Disable the account',
      'Sign the user out everywhere',
    ]);
    const disabled = await manage(user, 'Ravi M');
    expect(optionsOf(within(disabled).getByRole('combobox', { name: /What to do/ }))).toEqual([
      'Give a role',
      'Take a role away',
      'Reset the password (gives a new set-up code)',
      'Reset the authenticator app (gives a new set-up code)',
      'Enable the account',
      'Unlock after failed sign-ins',
    ]);
  });

  it('gives a role with a reason and a course limit chosen from the admission catalogue, and names both in the note', async () => {
    const office = stubUsers();
    const user = renderUsers();
    const form = await manage(user, 'Asha K');
    await user.selectOptions(within(form).getByRole('combobox', { name: /What to do/ }), 'Give a role');
    // Not offered: the role Asha holds already.
    const roles = within(form).getByRole('combobox', { name: /Role/ });
    expect(optionsOf(roles)).not.toContain('Accountant');
    await user.selectOptions(roles, 'Document verifier');
    const courses = await within(form).findByRole('group', { name: 'Courses this role may handle' });
    expect(
      within(courses)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    await user.click(within(courses).getByRole('checkbox', { name: 'B.Sc.' }));

    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(
      within(form).getByRole('link', { name: /Reason \(kept in the audit log\).*Please give a reason\./ }),
    ).toBeInTheDocument();
    expect(office.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'covers the B.Sc. desk');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Gave Asha K the role Document verifier, for B.Sc..')).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(userActionPath(2, 'roles'));
    expect(post?.body).toEqual({ role: 'document_verifier', courses: [2], reason: 'covers the B.Sc. desk' });
  });

  it('gives a role without a course list for every course, and says which role was taken from whom', async () => {
    const office = stubUsers();
    const user = renderUsers();
    let form = await manage(user, 'Asha K');
    await user.selectOptions(within(form).getByRole('combobox', { name: /What to do/ }), 'Give a role');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Admission officer');
    await within(form).findByRole('checkbox', { name: 'B.A.' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'admissions week');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Gave Asha K the role Admission officer.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.method === 'POST')?.body).toEqual({
      role: 'admission_officer',
      reason: 'admissions week',
    });

    form = await manage(user, 'Asha K');
    await user.selectOptions(within(form).getByRole('combobox', { name: /What to do/ }), 'Take a role away');
    expect(optionsOf(within(form).getByRole('combobox', { name: /Role/ }))).toEqual(['Accountant']);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Accountant');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'moved to the library');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Took the role Accountant away from Asha K.')).toBeInTheDocument();
  });

  it("resets the authenticator app and shows the new set-up code once, saying it goes with the user's password", async () => {
    const office = stubUsers({
      'reset-second-factor': () =>
        json({
          result: 'success',
          userId: 2,
          setupCode: 'abcde-12345-fffff-00000',
          expiresAt: '2026-01-08T09:00:00.000Z',
        }),
    });
    const user = renderUsers();
    const form = await manage(user, 'Asha K');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What to do/ }),
      'Reset the authenticator app (gives a new set-up code)',
    );
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'lost phone');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('setup-code')).toHaveTextContent('abcde-12345-fffff-00000');
    expect(screen.getByText("Set-up code for Asha K's new authenticator app")).toBeInTheDocument();
    expect(
      screen.getByText(/with the username and their password \(unchanged\), enters this code/),
    ).toBeInTheDocument();
    expect(office.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'lost phone' });
  });

  it('says in the list when a user still has to set up the app again with the set-up code', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [USERS_PATH]: () => json({ result: 'success', users: [{ ...ASHA, secondFactor: false, enrolNeedsCode: true }] }),
    });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Office users' });
    expect(
      within(table).getByRole('cell', {
        name: 'Authenticator app reset: waiting for the user to sign in with the set-up code',
      }),
    ).toBeInTheDocument();
  });
});

describe('Searching the users', () => {
  it('filters the list by name or username, in any case, and says how many match', async () => {
    stubUsers();
    const user = renderUsers();
    const table = await screen.findByRole('table', { name: 'Office users' });
    const search = screen.getByRole('searchbox', { name: 'Search by name or username' });
    await user.type(search, 'ASHA');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'Asha K' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 users.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ravi.m');
    expect(within(table).getByRole('cell', { name: 'Ravi M' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Asha K' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(within(table).getByText('No office user matches "nobody".')).toBeInTheDocument();
    await user.clear(search);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Each row's Manage button comes right after the name (in view on a phone).
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toContainElement(
      screen.getByRole('button', { name: 'Manage Demo Admin' }),
    );
  });
});
