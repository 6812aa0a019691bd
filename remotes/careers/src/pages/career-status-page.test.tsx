import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@college/design-system';
import {
  CAREER_NUMBER_MESSAGE,
  CAREER_STATUS_NOT_FOUND_MESSAGE,
  CAREER_STATUS_PATH,
  lookupWaitMessage,
  RECRUITMENT_WINDOW_PATH,
  STATUS_MISSING,
} from '@college/careers-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { renderPage, settingsWindow } from '../testing/career-testing';
import CareerStatusPage from './career-status-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const APPLICATION = {
  application_no: 'REC2025-000042',
  submitted_at: '2025-07-20T09:15:00.000Z',
  profile: 'Assistant Professor(B.A)',
  subject: 'Hindi',
};

/** The service: the window in force, and the look-up answering `reply` (and recording what it was sent). */
function stubService(reply: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      if (path === RECRUITMENT_WINDOW_PATH) return json(settingsWindow());
      if (path === CAREER_STATUS_PATH) {
        sent.push(JSON.parse(String(init?.body)));
        return reply();
      }
      return json({ result: 'failure', message: 'Not found', errors: {} }, 404);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

async function fillAndCheck(user: ReturnType<typeof renderPage>['user'], labels = ENGLISH) {
  await user.type(screen.getByLabelText(labels.number), 'rec2025-000042');
  await user.type(screen.getByLabelText(labels.code, { exact: false }), 'k7qm 4xpa');
  await user.type(screen.getByLabelText(labels.dob, { exact: false }), '12041990');
  await user.click(screen.getByRole('button', { name: labels.check }));
}
const ENGLISH = { number: 'Application number', code: 'Access code', dob: 'Date of Birth', check: 'Check status' };

describe('/careerStatus', () => {
  it('names every empty field in the summary and under it, and sends nothing', async () => {
    const sent = stubService(() => json({}));
    const { user } = renderPage(<CareerStatusPage />, { path: '/careerStatus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your application' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check status' }));
    const summary = await screen.findByRole('alert');
    for (const message of [STATUS_MISSING.application_no, STATUS_MISSING.access_code, STATUS_MISSING.dob])
      expect(summary).toHaveTextContent(message);
    expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(
      `Error: ${STATUS_MISSING.application_no}`,
    );
    await user.type(screen.getByLabelText('Application number'), 'ADM2025-000001');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Application number')).toHaveAccessibleDescription(
        `Error: ${CAREER_NUMBER_MESSAGE}`,
      ),
    );
    expect(sent).toEqual([]);
  });

  it('sends the three as the contract reads them, and shows a received application with the last date', async () => {
    const sent = stubService(() =>
      json({ result: 'success', data: { ...APPLICATION, status: 'received', interview: null } }),
    );
    const { user } = renderPage(<CareerStatusPage />, { path: '/careerStatus' });
    await fillAndCheck(user);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Application REC2025-000042' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent).toEqual([{ application_no: 'REC2025-000042', access_code: 'K7QM4XPA', dob: '1990-04-12' }]);
    expect(screen.getByText('Received on').nextSibling).toHaveTextContent('20-07-2025');
    expect(screen.getByText('Post').nextSibling).toHaveTextContent('Assistant Professor(B.A)');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Received, not yet reviewed');
    expect(screen.getByText(/reviews the applications after the last date/)).toHaveTextContent(
      formatIndianDate(TEST_SETTINGS.recruitment.closes),
    );
  });

  it('a shortlisted applicant is told the interview day, time and place', async () => {
    stubService(() =>
      json({
        result: 'success',
        data: { ...APPLICATION, status: 'shortlisted', interview: { date: '2099-01-15', time: '11:30' } },
      }),
    );
    const { user } = renderPage(<CareerStatusPage />, { path: '/careerStatus' });
    await fillAndCheck(user);
    expect(await screen.findByText(/Come for the interview on/)).toHaveTextContent(
      `15-01-2099 from 11:30 at ${TEST_SETTINGS.name}`,
    );
  });

  it.each([
    [404, CAREER_STATUS_NOT_FOUND_MESSAGE, 'Application not found'],
    [429, lookupWaitMessage(2), 'Please wait before trying again'],
  ])('a refusal (%i) is said above the result, with the service’s words', async (status, message, title) => {
    stubService(() => json({ result: 'failure', message, errors: {} }, status));
    const { user } = renderPage(<CareerStatusPage />, { path: '/careerStatus' });
    await fillAndCheck(user);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('/hi/careerStatus', () => {
  it('asks and answers in Hindi, the empty fields named in Hindi', async () => {
    stubService(() => json({ result: 'success', data: { ...APPLICATION, status: 'rejected', interview: null } }));
    const { user } = renderPage(
      <LanguageProvider lang="hi">
        <CareerStatusPage />
      </LanguageProvider>,
      { path: '/careerStatus' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'अपने आवेदन की स्थिति देखें' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'स्थिति देखें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('अपनी आवेदन संख्या भरें');
    await fillAndCheck(user, { number: 'आवेदन संख्या', code: 'एक्सेस कोड', dob: 'जन्म तिथि', check: 'स्थिति देखें' });
    expect(await screen.findByRole('heading', { level: 2, name: 'आवेदन REC2025-000042' })).toBeInTheDocument();
    expect(screen.getByText('पद').nextSibling).toHaveTextContent('सहायक प्राध्यापक (बी.ए.)');
    expect(screen.getByText('स्थिति').nextSibling).toHaveTextContent('चयनित नहीं');
  });
});
