import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { siteFor } from '@college/remote-kit';
import {
  callLetterAlreadySentMessage,
  type CareerApplicationDetail,
  DECISION_MESSAGE,
  DECISION_STALE_MESSAGE,
  officeCareerApplicationPath,
  officeCallLetterPath,
  officeCareerDecisionPath,
  OFFICE_RECRUITMENT_WINDOW_PATH,
  REASON_MESSAGE,
} from '@college/careers-service/office/recruitment';
import { APPLICATION, SETTINGS_WINDOW } from '../testing/office-fixtures';
import OfficeCareerApplicationPage from './office-career-application-page';

afterEach(() => vi.unstubAllGlobals());

const NO = APPLICATION.application_no;
const SHORTLISTED: CareerApplicationDetail = {
  ...APPLICATION,
  status: 'shortlisted',
  status_reason: 'NET qualified',
  reviewed_by: 'meera.s',
  reviewed_by_name: 'Meera S',
  reviewed_at: '2025-08-11T20:00:00.000Z',
  version: 1,
};

function renderPage(list?: string) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation
      initialPath={`/office/recruitment/applications/${NO}`}
      initialState={list ? { list } : undefined}
      params={{ applicationNo: NO }}
    >
      <OfficeCareerApplicationPage />
    </MemoryNavigation>,
  );
  return user;
}

describe('/office/recruitment/applications/:applicationNo', () => {
  it('shows every field, the photo and the CV through the office API, and the way back to the list it came from', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: APPLICATION }),
    });
    renderPage('/office/recruitment?profile=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Career application' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photograph of Anita Sharma' })).toHaveAttribute(
      'src',
      APPLICATION.photo_url,
    );
    expect(screen.getByRole('link', { name: 'Open the CV of Anita Sharma (PDF)' })).toHaveAttribute(
      'href',
      APPLICATION.cv_url,
    );
    expect(screen.getByRole('link', { name: 'Back to the applications' })).toHaveAttribute(
      'href',
      '/office/recruitment?profile=1',
    );
    expect(screen.getByText("Father's name").nextSibling).toHaveTextContent('Ramesh Sharma');
    expect(screen.getByText('Permanent address').nextSibling).toHaveTextContent('Varanasi, Uttar Pradesh, 221005');
    const qualifications = screen.getByRole('table', { name: 'Qualifications' });
    expect(within(qualifications).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Experience' })).toHaveTextContent('Guest Lecturer');
    expect(screen.getByText('Not reviewed')).toBeInTheDocument();
  });

  it('shortlists with a reason, the version and the CSRF token, and shows the decision', async () => {
    let current: CareerApplicationDetail = APPLICATION;
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: current }),
      [officeCareerDecisionPath(NO)]: ({ body }) => {
        const { decision, reason } = body as { decision: 'shortlisted'; reason: string };
        current = {
          ...current,
          status: decision,
          status_reason: reason,
          reviewed_by: 'asha.k',
          // The name the office signed for the session (the gateway's assertion), not sent by the page.
          reviewed_by_name: 'Asha K',
          reviewed_at: '2025-08-11T09:00:00.000Z',
          version: 1,
        };
        return json({ result: 'success', message: 'Application shortlisted', data: current });
      },
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Shortlist or reject' });
    await user.selectOptions(within(form).getByLabelText(/Decision/), 'Shortlist for the interview');
    await user.type(within(form).getByLabelText(/Reason/), 'NET qualified, 3 years teaching');
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));

    // Told at once, and kept beside the form where it was decided: who (by name), the college's day, why.
    const line = 'Shortlisted by Asha K on 11-08-2025: NET qualified, 3 years teaching';
    expect(await screen.findAllByText(line)).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent(line);
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(officeCareerDecisionPath(NO));
    expect(post.body).toEqual({
      decision: 'shortlisted',
      reason: 'NET qualified, 3 years teaching',
      version: 0,
    });
    expect(office.csrfOf(post.path)).toBe('csrf-token-of-the-session');
  });

  it('ties each mistake to its field and summarises them, sending nothing', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: APPLICATION }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Shortlist or reject' });
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining(DECISION_MESSAGE), expect.stringContaining(REASON_MESSAGE)]);
    expect(within(form).getByLabelText(/Reason/)).toHaveAccessibleDescription(expect.stringContaining(REASON_MESSAGE));
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when someone else decided meanwhile, and shows their decision', async () => {
    let reads = 0;
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => {
        reads += 1;
        return json({
          result: 'success',
          data:
            reads === 1
              ? APPLICATION
              : { ...APPLICATION, status: 'rejected', status_reason: 'Only UG', reviewed_by: 'meera.s', version: 1 },
        });
      },
      [officeCareerDecisionPath(NO)]: () => failure(DECISION_STALE_MESSAGE, 409),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Shortlist or reject' });
    await user.selectOptions(within(form).getByLabelText(/Decision/), 'Reject');
    await user.type(within(form).getByLabelText(/Reason/), 'Late');
    await user.click(within(form).getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText(/The page now shows their decision/)).toBeInTheDocument();
    expect(await screen.findByText('Rejected by meera.s: Only UG')).toBeInTheDocument();
  });

  it('shows a decision taken earlier where it was taken, on the college’s day (IST)', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: SHORTLISTED }),
    });
    renderPage();
    const decision = await screen.findByRole('region', { name: 'Decision' });
    // 20:00 UTC on the 11th is the 12th in India.
    expect(within(decision).getByText('Shortlisted by Meera S on 12-08-2025: NET qualified')).toBeInTheDocument();
    expect(within(decision).getByRole('form', { name: 'Shortlist or reject' })).toBeInTheDocument();
  });

  it('has no call letter before the application is shortlisted', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: APPLICATION }),
    });
    renderPage();
    await screen.findByRole('form', { name: 'Shortlist or reject' });
    expect(screen.queryByRole('button', { name: 'Print the call letter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the call letter by e-mail' })).not.toBeInTheDocument();
  });

  it('prints the call letter: letterhead, candidate, post, the interview in force, what to bring, a signature line', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: SHORTLISTED }),
      [OFFICE_RECRUITMENT_WINDOW_PATH]: () =>
        json({
          result: 'success',
          data: { ...SETTINGS_WINDOW, interview_date: '2025-08-20', interview_time: '11:30' },
        }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Print the call letter' }));
    const letter = await screen.findByRole('article', { name: 'Interview call letter' });
    const site = siteFor('en');
    expect(within(letter).getByText(site.name, { selector: 'p' })).toBeInTheDocument();
    expect(letter).toHaveTextContent(`Ref.: ${NO}`);
    expect(letter).toHaveTextContent('Subject: Interview for the post of Assistant Professor(B.A) (Hindi)');
    expect(
      within(letter)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ['Candidate', 'Anita Sharma'],
      ['Application no.', NO],
      ['Post', 'Assistant Professor(B.A) (Hindi)'],
      ['Interview date', '20-08-2025'],
      ['Reporting time', '11:30'],
      ['Place', `${site.name}, ${site.address}`],
    ]);
    expect(
      within(letter)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The originals of your certificates and mark sheets',
      'A photo identity card',
      'The print of your application (the acknowledgement)',
    ]);
    expect(within(letter).getByText('Signature')).toBeInTheDocument();
    // The letter alone: the decision form and the photo are not on the page now.
    expect(screen.queryByRole('form', { name: 'Shortlist or reject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Back to the application' }));
    expect(await screen.findByRole('form', { name: 'Shortlist or reject' })).toBeInTheDocument();
  });

  it('sends the call letter by e-mail with the CSRF token, and lists the letters sent', async () => {
    const sent = {
      ...SHORTLISTED,
      call_letters: [
        {
          interview_date: '2025-08-14',
          interview_time: '10:00',
          sent_at: '2025-08-12T04:30:00.000Z',
          sent_by: 'asha.k',
        },
      ],
    };
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: SHORTLISTED }),
      [officeCallLetterPath(NO)]: () =>
        json({ result: 'success', message: 'The call letter is in the outbox for anita@example.in.', data: sent }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send the call letter by e-mail' }));
    expect(await screen.findByText('The call letter is in the outbox for anita@example.in.')).toBeInTheDocument();
    expect(office.csrfOf(officeCallLetterPath(NO))).toBe('csrf-token-of-the-session');
    expect(
      screen.getByText('E-mailed on 12-08-2025 10:00 IST by asha.k, for the interview on 14-08-2025 at 10:00.'),
    ).toBeInTheDocument();
  });

  it('says why a call letter was not sent again for the same interview date', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => json({ result: 'success', data: SHORTLISTED }),
      [officeCallLetterPath(NO)]: () => failure(callLetterAlreadySentMessage('12-08-2025 10:00:00 IST'), 409),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send the call letter by e-mail' }));
    expect(await screen.findByText(/already e-mailed on 12-08-2025 10:00:00 IST/)).toBeInTheDocument();
  });

  it('says so for an unknown number', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      [officeCareerApplicationPath(NO)]: () => failure('There is no career application with this number.', 404),
    });
    renderPage();
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no career application with this number\. Check the number/)).toBeInTheDocument();
  });

  it('is closed to an office user without the recruitment officer role', async () => {
    stubOffice(meRoute(meAs(['admin'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
