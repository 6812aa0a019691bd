import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER, MESSAGES, USERS_PATH, userEmailPath } from '@college/office-service/contract';
import { OfficePage } from '@college/remote-kit/office';
import { json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersAdmin } from './users-admin';

afterEach(() => vi.unstubAllGlobals());

const ASHA = {
  id: 2,
  username: 'asha.k',
  displayName: 'Asha K',
  roles: [{ role: 'grievance_officer' }],
  secondFactor: true,
  disabled: false,
  locked: false,
  demo: false,
  passwordSet: true,
  email: null as string | null,
};

function renderUsers(routes: Parameters<typeof stubOffice>[0]) {
  const office = stubOffice({ ...meRoute(meAs(['admin'])), ...routes });
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/users">
      <OfficePage title="Office users" needs="admin">
        <UsersAdmin />
      </OfficePage>
    </MemoryNavigation>,
  );
  return { office, user };
}

// Generous timeouts: userEvent runs in real time on a shared machine.
describe("an office user's e-mail address on the users page", { timeout: 20_000 }, () => {
  it('is optional when adding a user, checked before sending, and sent only when given', async () => {
    const { office, user } = renderUsers({
      [USERS_PATH]: ({ method }) =>
        method === 'GET'
          ? json({ result: 'success', users: [] })
          : json({ result: 'success', userId: 2, setupCode: 'K7QM-4XPA-ZZ9C', expiresAt: '2026-01-08T09:00:00.000Z' }),
    });
    const form = await screen.findByRole('form', { name: 'Add an office user' });
    await user.type(within(form).getByRole('textbox', { name: /Username/ }), 'asha.k');
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Asha K');
    await user.click(within(form).getByRole('checkbox', { name: 'Grievance officer' }));
    const email = within(form).getByRole('textbox', { name: /E-mail address \(optional\)/ });
    expect(email).toHaveAccessibleDescription(/Where the office tells them of work/);
    await user.type(email, 'asha at example');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(
      within(form).getByRole('link', { name: new RegExp(MESSAGES.emailInvalid.replace(/[.()]/g, '\\$&')) }),
    ).toBeInTheDocument();
    expect(office.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(email);
    await user.type(email, 'asha@example.org');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByTestId('setup-code')).toHaveTextContent('K7QM-4XPA-ZZ9C');
    expect(office.calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'asha.k',
      displayName: 'Asha K',
      roles: [{ role: 'grievance_officer' }],
      email: 'asha@example.org',
    });
  });

  it('is set, changed and cleared from Manage, with the CSRF token, and the note says which', async () => {
    let asha = { ...ASHA };
    const { office, user } = renderUsers({
      [USERS_PATH]: () => json({ result: 'success', users: [asha] }),
      [userEmailPath(2)]: ({ body }) => {
        const email = (body as { email: string | null }).email;
        asha = { ...asha, email };
        return json({ result: 'success', email });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Asha K' }));
    let form = screen.getByRole('form', { name: "Asha K's e-mail address" });
    let field = within(form).getByRole('textbox', { name: /E-mail address/ });
    expect(field).toHaveValue('');
    await user.type(field, 'asha@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save the e-mail address' }));
    expect(await screen.findByText("Saved Asha K's e-mail address: asha@example.org.")).toBeInTheDocument();
    const post = office.calls.find((call) => call.path === userEmailPath(2))!;
    expect(post.body).toEqual({ email: 'asha@example.org' });
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');

    // The list read again: the form starts from the address on file; emptied and saved, it is cleared.
    form = await screen.findByRole('form', { name: "Asha K's e-mail address" });
    field = within(form).getByRole('textbox', { name: /E-mail address/ });
    await vi.waitFor(() => expect(field).toHaveValue('asha@example.org'));
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save the e-mail address' }));
    expect(await screen.findByText("Cleared Asha K's e-mail address.")).toBeInTheDocument();
    expect(office.calls.filter((call) => call.path === userEmailPath(2)).at(-1)?.body).toEqual({ email: null });
  });
});
