import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import {
  CLOSES_BEFORE_OPENS_MESSAGE,
  OFFICE_SESSION_PATH,
  type OfficeSession,
  REASON_MESSAGE,
  SESSION_STALE_MESSAGE,
} from '@college/admissions-service/office/session';
import { failure, json, meAs, meRoute, stubOffice, factsIn } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_SESSION } from '../testing/seats-fixtures';
import OfficeSessionPage from './office-session-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/admissions/session">
      <OfficeSessionPage />
    </MemoryNavigation>,
  );
  return user;
}

describe('/office/admissions/session', () => {
  it('shows the values from the settings, and saves a change with its reason, version and CSRF token', async () => {
    let session: OfficeSession = SETTINGS_SESSION;
    const office = stubOffice({
      ...meRoute(meAs(['admin'])),
      [OFFICE_SESSION_PATH]: ({ method, body }) => {
        if (method === 'POST') {
          const change = body as Record<string, string>;
          session = {
            ...session,
            ...change,
            fee_deadline: change.fee_deadline || null,
            source: 'office',
            version: 1,
            updated_by: 'demo.admin',
            updated_by_name: 'Principal R. K. Singh',
            updated_at: '2025-07-01T10:00:00.000Z',
          };
        }
        return json({ result: 'success', data: session });
      },
    });
    const user = renderPage();
    const current = await screen.findByRole('region', { name: 'In force now' });
    expect(factsIn(current)).toEqual({
      'Academic year': '2025-26',
      'Registration opens': '05-05-2025',
      'Registration closes': '25-07-2025',
      'Fee deadline': 'No fee deadline',
    });
    expect(
      within(current).getByText('From the settings file: nobody has changed them in the office yet.'),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Save the session' });
    expect(within(form).getByLabelText(/Registration closes/)).toHaveValue('2025-07-25');
    await user.type(within(form).getByLabelText(/Fee deadline/), '2025-08-10');
    await user.type(within(form).getByLabelText(/Reason for the change/), 'Fee date announced');
    await user.click(within(form).getByRole('button', { name: 'Save the session' }));

    expect(await screen.findByText('The admission session is saved.')).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      year: '2025-26',
      opens: '2025-05-05',
      closes: '2025-07-25',
      fee_deadline: '2025-08-10',
      reason: 'Fee date announced',
      version: 0,
    });
    expect(post.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    const after = await screen.findByRole('region', { name: 'In force now' });
    expect(factsIn(after)['Fee deadline']).toBe('10-08-2025');
    expect(within(after).getByText('Set in the office by Principal R. K. Singh on 01-07-2025.')).toBeInTheDocument();
  });

  it('ties each mistake to its field and summarises them, sending nothing', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['admin'])),
      [OFFICE_SESSION_PATH]: () => json({ result: 'success', data: SETTINGS_SESSION }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Save the session' });
    const closes = within(form).getByLabelText(/Registration closes/);
    await user.clear(closes);
    await user.type(closes, '2025-05-01');
    await user.click(within(form).getByRole('button', { name: 'Save the session' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining(CLOSES_BEFORE_OPENS_MESSAGE), expect.stringContaining(REASON_MESSAGE)]);
    expect(closes).toHaveAccessibleDescription(expect.stringContaining(CLOSES_BEFORE_OPENS_MESSAGE));
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when someone else changed the session meanwhile, and reloads it', async () => {
    stubOffice({
      ...meRoute(meAs(['admin'])),
      [OFFICE_SESSION_PATH]: ({ method }) =>
        method === 'POST' ? failure(SESSION_STALE_MESSAGE, 409) : json({ result: 'success', data: SETTINGS_SESSION }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Save the session' });
    await user.type(within(form).getByLabelText(/Reason for the change/), 'Extend');
    await user.click(within(form).getByRole('button', { name: 'Save the session' }));
    expect(await screen.findByText(/someone else changed the session meanwhile/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(SESSION_STALE_MESSAGE.slice(0, 40)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('form', { name: 'Save the session' })).toBeInTheDocument();
  });

  it('is closed to an admission officer', async () => {
    stubOffice(meRoute(meAs(['admission_officer'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
