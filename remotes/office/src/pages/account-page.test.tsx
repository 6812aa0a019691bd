import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER, MESSAGES, RECOVERY_CODES_PATH } from '@college/office-service/contract';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import AccountPage from './account-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NEW_CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-000${i}`);

function renderAccount() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/account">
      <AccountPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

describe('Recovery codes on the account page', () => {
  it('says how many are left, and makes a new set with a current code, shown once to print or download', async () => {
    let unused = 3;
    const office = stubOffice({
      ...meRoute(meAs(['accountant'])),
      [RECOVERY_CODES_PATH]: ({ method }) => {
        if (method === 'GET') return json({ result: 'success', unused });
        unused = 10;
        return json({ result: 'success', recoveryCodes: NEW_CODES, username: 'asha.k' });
      },
    });
    const user = renderAccount();
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('You have 3 unused recovery codes');

    const form = screen.getByRole('form', { name: 'Make a new set of recovery codes' });
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    expect(within(form).getByRole('link', { name: /Please enter the 6-digit code\./ })).toBeInTheDocument();
    expect(office.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /6-digit code from your authenticator app/ }), '123456');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Your new recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Your old recovery codes no longer work/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(screen.getByTestId('recovery-codes-sheet')).toHaveTextContent(
      /recovery codes for asha\.k, made on \d{2}-\d{2}-\d{4}/,
    );
    const post = office.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ code: '123456' });
    expect(post?.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    await waitFor(() =>
      expect(screen.getByTestId('recovery-codes-left')).toHaveTextContent('You have 10 unused recovery codes'),
    );

    // Print: the browser's dialog (the print style keeps only the sheet).
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print the codes' }));
    expect(print).toHaveBeenCalledOnce();

    // Download: a .txt file with the username, the day and every code.
    let saved: Blob | undefined;
    // jsdom has no object URLs: these stand in (each test file has its own globals).
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => ((saved = blob), 'blob:codes')),
      revokeObjectURL: vi.fn(),
    });
    let fileName = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download the codes (.txt)' }));
    expect(click).toHaveBeenCalledOnce();
    expect(fileName).toMatch(/^office-recovery-codes-asha\.k-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(saved?.type).toBe('text/plain;charset=utf-8');
    const text = await saved!.text();
    expect(text).toMatch(/^College office recovery codes for asha\.k, made on \d{2}-\d{2}-\d{4}\./);
    for (const code of NEW_CODES) expect(text).toContain(code);
  });

  it('shows a wrong code under its field and keeps the user on the page', async () => {
    stubOffice({
      ...meRoute(meAs(['accountant'])),
      [RECOVERY_CODES_PATH]: ({ method }) =>
        method === 'GET'
          ? json({ result: 'success', unused: 0 })
          : failure(MESSAGES.codeFailed, 400, { code: MESSAGES.codeFailed }),
    });
    const user = renderAccount();
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('You have no unused recovery codes');
    const form = screen.getByRole('form', { name: 'Make a new set of recovery codes' });
    await user.type(within(form).getByRole('textbox', { name: /6-digit code/ }), '000000');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(form).findByRole('link', { name: /That code did not work/ })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/office\/account$/);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('says nothing of recovery codes to a user without an authenticator app', async () => {
    const me = meAs(['accountant']);
    const office = stubOffice(meRoute({ ...me, user: { ...me.user, secondFactor: false } }));
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(office.calls.map((call) => call.path)).not.toContain(RECOVERY_CODES_PATH);
  });
});
