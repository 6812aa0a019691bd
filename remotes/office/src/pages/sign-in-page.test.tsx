import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  CSRF_HEADER,
  ENROLMENT_PATH,
  MESSAGES,
  SECOND_FACTOR_PATH,
  SIGN_IN_PATH,
  waitMessage,
} from '@college/office-service/contract';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import SignInPage from './sign-in-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path = '/office/sign-in') {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path}>
      <SignInPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

const where = () => screen.getByTestId('where');

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo.admin');
  await user.type(screen.getByLabelText('Password'), 'demo-admin-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Office sign-in', () => {
  it('says why the session ended when the service knows, and that typed work is kept', async () => {
    stubOffice(meRoute({ ended: 'idle' }));
    renderAt();
    const alert = (await screen.findByText('Your session ended')).closest('[role="status"]');
    expect(alert).toHaveTextContent('Nobody used the office pages for 30 minutes');
    expect(alert).toHaveTextContent('what you had typed into an office form is still there');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says nothing of an ended session to a browser that had none', async () => {
    stubOffice(meRoute('signed-out'));
    renderAt();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.queryByText('Your session ended')).not.toBeInTheDocument();
  });

  it('lists each empty field in a focused error summary and under the field, and sends nothing', async () => {
    const office = stubOffice(meRoute('signed-out'));
    const user = renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /Username.*Please enter the username\./ })).toHaveAttribute(
      'href',
      '#office-username',
    );
    expect(within(summary).getByRole('link', { name: /Password.*Please enter the password\./ })).toHaveAttribute(
      'href',
      '#office-password',
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the username.'),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the password.'),
    );
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // A corrected field leaves the summary.
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo.admin');
    expect(within(summary).queryByRole('link', { name: /Username/ })).not.toBeInTheDocument();
  });

  it('says how long to wait when the service refuses a try unchecked (429)', async () => {
    stubOffice({ ...meRoute('signed-out'), [SIGN_IN_PATH]: () => failure(waitMessage(15 * 60_000), 429) });
    const user = renderAt();
    await typePassword(user);
    expect(await screen.findByText(/Please wait 15 minutes before trying again\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows the service's one message for a refused password and stays on the password step", async () => {
    stubOffice({ ...meRoute('signed-out'), [SIGN_IN_PATH]: () => failure(MESSAGES.signInFailed, 401) });
    const user = renderAt();
    await typePassword(user);
    expect(await screen.findByText(new RegExp(MESSAGES.signInFailed.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).not.toBeInTheDocument();
  });

  it('asks the second factor after the password, with focus on its heading; a wrong code is told at the field; then goes to the page asked for', async () => {
    let tries = 0;
    const office = stubOffice({
      ...meRoute('signed-out'),
      [SIGN_IN_PATH]: () => json({ result: 'success', next: 'second_factor', csrfToken: 'pending-csrf' }),
      [SECOND_FACTOR_PATH]: () =>
        ++tries === 1
          ? failure(MESSAGES.codeFailed, 401)
          : json({ result: 'success', next: 'done', csrfToken: 'full-csrf' }),
    });
    const user = renderAt('/office/sign-in?next=%2Foffice%2Fusers');
    await typePassword(user);

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Enter the code from your authenticator app',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const code = screen.getByRole('textbox', { name: '6-digit code' });

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Please enter the 6-digit code.'));
    expect(office.calls.filter((call) => call.path === SECOND_FACTOR_PATH)).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.codeFailed)));
    expect(
      screen.getByRole('link', { name: new RegExp(`6-digit code.*${MESSAGES.codeFailed.slice(0, 20)}`) }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/office\/users$/));
    const sent = office.calls.filter((call) => call.path === SECOND_FACTOR_PATH);
    expect(sent.map((call) => call.body)).toEqual([{ code: '123456' }, { code: '123456' }]);
    expect(sent.every((call) => call.headers[CSRF_HEADER] === 'pending-csrf')).toBe(true);
    // The password went without any token: there was no session yet.
    expect(office.calls.find((call) => call.path === SIGN_IN_PATH)?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('takes a recovery code instead of a code when asked to', async () => {
    const office = stubOffice({
      ...meRoute('signed-out'),
      [SIGN_IN_PATH]: () => json({ result: 'success', next: 'second_factor', csrfToken: 'pending-csrf' }),
      [SECOND_FACTOR_PATH]: () => json({ result: 'success', next: 'done', csrfToken: 'full-csrf' }),
    });
    const user = renderAt();
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Enter a recovery code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a recovery code.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/office\/home$/));
    expect(office.calls.find((call) => call.path === SECOND_FACTOR_PATH)?.body).toEqual({
      recoveryCode: 'ABCD-EFGH-JKLM-NPQR',
    });
  });

  it('sends a visitor already signed in on to the office home, never to another site', async () => {
    stubOffice(meRoute(meAs(['accountant'])));
    renderAt('/office/sign-in?next=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/office\/home$/));
  });

  it('goes back to the office page asked for, but only an office page of this site', async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderAt('/office/sign-in?next=%2F%2Fevil.example%2Foffice');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/office\/home$/));
  });
});

describe('After an administrator reset the authenticator app', () => {
  it('asks for the set-up code with the password, then sets up the app and shows the recovery codes to print or save', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `1111-2222-3333-444${i}`);
    const office = stubOffice({
      ...meRoute('signed-out'),
      [SIGN_IN_PATH]: ({ body }) =>
        (body as { setupCode?: string }).setupCode
          ? json({ result: 'success', next: 'enrol_second_factor', csrfToken: 'enrol-csrf' })
          : failure(MESSAGES.setupCodeNeeded, 400, { setupCode: MESSAGES.setupCodeNeeded }),
      [ENROLMENT_PATH]: ({ method }) =>
        method === 'GET'
          ? json({
              result: 'success',
              otpauthUri: 'otpauth://totp/College%20office:demo.admin?secret=JBSWY3DPEHPK3PXP',
              qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
              secret: 'JBSWY3DPEHPK3PXP',
            })
          : json({ result: 'success', recoveryCodes: codes, username: 'demo.admin', csrfToken: 'full-csrf' }),
    });
    const user = renderAt();
    expect(screen.queryByRole('textbox', { name: /Set-up code/ })).not.toBeInTheDocument();
    await typePassword(user);
    expect(await screen.findByText(/Your authenticator app was reset by an office administrator/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Set-up code/ });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('when your authenticator app was reset'));
    await user.type(code, 'abcde-12345-fffff-00000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Set up your authenticator app' })).toBeInTheDocument();
    const posts = office.calls.filter((call) => call.path === SIGN_IN_PATH);
    expect(posts.map((call) => call.body)).toEqual([
      { username: 'demo.admin', password: 'demo-admin-password' },
      { username: 'demo.admin', password: 'demo-admin-password', setupCode: 'abcde-12345-fffff-00000' },
    ]);

    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByTestId('recovery-codes-sheet')).toHaveTextContent(
      /recovery codes for demo\.admin, made on \d{2}-\d{2}-\d{4}/,
    );
    expect(screen.getByRole('button', { name: 'Print the codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the codes (.txt)' })).toBeInTheDocument();
  });
});
