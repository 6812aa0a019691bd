import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { failure, json, meAs, meRoute, stubOffice, factsIn } from '@college/remote-kit/testing';
import {
  INTERVIEW_BEFORE_CLOSE_MESSAGE,
  OFFICE_RECRUITMENT_WINDOW_PATH,
  type OfficeWindow,
  REASON_MESSAGE,
  WINDOW_STALE_MESSAGE,
  windowSavedToldMessage,
} from '@college/careers-service/office/recruitment';
import { SETTINGS_WINDOW } from '../testing/office-fixtures';
import OfficeRecruitmentWindowPage from './office-recruitment-window-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/recruitment/window">
      <OfficeRecruitmentWindowPage />
    </MemoryNavigation>,
  );
  return user;
}

describe('/office/recruitment/window', () => {
  it('shows the settings’ dates, and saves a change with its reason, version and CSRF token', async () => {
    let window: OfficeWindow = SETTINGS_WINDOW;
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [OFFICE_RECRUITMENT_WINDOW_PATH]: ({ method, body }) => {
        if (method === 'POST') {
          window = {
            ...window,
            ...(body as Partial<OfficeWindow>),
            source: 'office',
            version: 1,
            updated_by: 'demo.recruitment',
            updated_at: '2025-07-05T10:00:00.000Z',
          };
          return json({ result: 'success', message: 'Recruitment dates saved', data: window });
        }
        return json({ result: 'success', data: window });
      },
    });
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment dates' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'In force now' });
    expect(factsIn(current)).toEqual({
      'Applications open': '01-07-2025',
      'Last date to apply': '10-08-2025',
      'Interview date': '14-08-2025',
      'Interview time': '10:00',
    });
    expect(within(current).getByText(/From the settings file/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Change the dates' });
    const closes = within(form).getByLabelText(/Last date to apply/);
    await user.clear(closes);
    await user.type(closes, '2025-08-12');
    await user.type(within(form).getByLabelText(/Reason for the change/), 'Extended by the principal');
    await user.click(within(form).getByRole('button', { name: 'Save the dates' }));

    expect(await screen.findByText(/The recruitment dates are saved/)).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      opens: '2025-07-01',
      closes: '2025-08-12',
      interview_date: '2025-08-14',
      interview_time: '10:00',
      reason: 'Extended by the principal',
      version: 0,
    });
    expect(office.csrfOf(post.path)).toBe('csrf-token-of-the-session');
    const after = await screen.findByRole('region', { name: 'In force now' });
    expect(factsIn(after)['Last date to apply']).toBe('12-08-2025');
    expect(within(after).getByText('Set in the office by demo.recruitment on 05-07-2025.')).toBeInTheDocument();
  });

  it('after moving the interview, says who is told by e-mail', async () => {
    let window: OfficeWindow = SETTINGS_WINDOW;
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [OFFICE_RECRUITMENT_WINDOW_PATH]: ({ method, body }) => {
        if (method !== 'POST') return json({ result: 'success', data: window });
        window = { ...window, ...(body as Partial<OfficeWindow>), source: 'office', version: 1 };
        return json({ result: 'success', message: windowSavedToldMessage(3), data: window });
      },
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Change the dates' });
    const time = within(form).getByLabelText(/Interview time/);
    await user.clear(time);
    await user.type(time, '11:30');
    await user.type(within(form).getByLabelText(/Reason for the change/), 'Hall booked for the morning');
    await user.click(within(form).getByRole('button', { name: 'Save the dates' }));
    expect(await screen.findByText(windowSavedToldMessage(3))).toBeInTheDocument();
  });

  it('ties each mistake to its field and summarises them, sending nothing', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [OFFICE_RECRUITMENT_WINDOW_PATH]: () => json({ result: 'success', data: SETTINGS_WINDOW }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Change the dates' });
    const interview = within(form).getByLabelText(/Interview date/);
    await user.clear(interview);
    await user.type(interview, '2025-08-01');
    await user.click(within(form).getByRole('button', { name: 'Save the dates' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining(INTERVIEW_BEFORE_CLOSE_MESSAGE), expect.stringContaining(REASON_MESSAGE)]);
    expect(interview).toHaveAccessibleDescription(expect.stringContaining(INTERVIEW_BEFORE_CLOSE_MESSAGE));
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when someone else changed the dates meanwhile, and reloads them', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [OFFICE_RECRUITMENT_WINDOW_PATH]: ({ method }) =>
        method === 'POST' ? failure(WINDOW_STALE_MESSAGE, 409) : json({ result: 'success', data: SETTINGS_WINDOW }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Change the dates' });
    await user.type(within(form).getByLabelText(/Reason for the change/), 'Extend');
    await user.click(within(form).getByRole('button', { name: 'Save the dates' }));
    expect(await screen.findByText(/Someone changed the dates while you were editing them/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the dates' }));
    expect(await screen.findByRole('form', { name: 'Change the dates' })).toBeInTheDocument();
  });

  it('is closed to an office user without the recruitment officer role', async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
