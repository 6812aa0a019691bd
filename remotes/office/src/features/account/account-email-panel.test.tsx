import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { ACCOUNT_EMAIL_PATH, CSRF_HEADER, MESSAGES } from '@college/office-service/contract';
import { OfficePage } from '@college/remote-kit/office';
import { json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountEmailPanel } from './account-email-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(email: string | null) {
  let saved = email;
  const office = stubOffice({
    ...meRoute(meAs(['accountant'])),
    [ACCOUNT_EMAIL_PATH]: ({ method, body }) => {
      if (method === 'POST') saved = (body as { email: string | null }).email;
      return json({ result: 'success', email: saved });
    },
  });
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/account">
      <OfficePage title="Your office account">
        <AccountEmailPanel />
      </OfficePage>
    </MemoryNavigation>,
  );
  return { office, user };
}

// Generous timeouts: userEvent runs in real time on a shared machine.
describe('your own e-mail address on the account page', { timeout: 20_000 }, () => {
  it('shows the address on file, checks a new one, saves it with the CSRF token and clears it', async () => {
    const { office, user } = renderPanel('asha@example.org');
    const form = await screen.findByRole('form', { name: 'Your e-mail address' });
    const field = within(form).getByRole('textbox', { name: /Your e-mail address \(optional\)/ });
    expect(field).toHaveValue('asha@example.org');
    expect(screen.getByRole('region', { name: 'E-mail address' })).toHaveTextContent(/optional/);

    await user.clear(field);
    await user.type(field, 'asha@');
    await user.click(within(form).getByRole('button', { name: 'Save the e-mail address' }));
    expect(within(form).getAllByText(MESSAGES.emailInvalid).length).toBeGreaterThan(0);
    expect(office.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(field, 'college.example.in');
    await user.click(within(form).getByRole('button', { name: 'Save the e-mail address' }));
    expect(
      await screen.findByText('Saved: the office will e-mail you at asha@college.example.in.'),
    ).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ email: 'asha@college.example.in' });
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save the e-mail address' }));
    expect(await screen.findByText('Cleared: the office will not e-mail you.')).toBeInTheDocument();
    expect(office.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ email: null });
  });

  it('starts empty for a user without an address', async () => {
    renderPanel(null);
    const form = await screen.findByRole('form', { name: 'Your e-mail address' });
    expect(within(form).getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('');
  });
});
