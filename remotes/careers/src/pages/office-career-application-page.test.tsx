import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import {
  type CareerApplicationDetail,
  DECISION_MESSAGE,
  DECISION_STALE_MESSAGE,
  officeCareerApplicationPath,
  officeCareerDecisionPath,
  REASON_MESSAGE,
} from '@college/careers-service/office/recruitment';
import { APPLICATION } from '../testing/office-fixtures';
import OfficeCareerApplicationPage from './office-career-application-page';

afterEach(() => vi.unstubAllGlobals());

const NO = APPLICATION.application_no;

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
          reviewed_by: 'demo.recruitment',
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

    expect(
      await screen.findByText('Shortlisted by demo.recruitment: NET qualified, 3 years teaching'),
    ).toBeInTheDocument();
    const post = office.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(officeCareerDecisionPath(NO));
    expect(post.body).toEqual({ decision: 'shortlisted', reason: 'NET qualified, 3 years teaching', version: 0 });
    expect(office.csrfOf(post.path)).toBe('csrf-token-of-the-session');
    expect(screen.getByText(/Shortlisted by demo\.recruitment on 11 Aug 2025/)).toBeInTheDocument();
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
