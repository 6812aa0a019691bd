import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { forgetCachedResources } from '@college/remote-kit';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import { STATES_PATH } from '@college/careers-service/contract';
import {
  INTERVIEW_LIST_CSV_PATH,
  OFFICE_CAREER_APPLICATIONS_PATH,
  OFFICE_CAREER_SUMMARY_PATH,
} from '@college/careers-service/office/recruitment';
import { listPage, listRow } from '../testing/office-fixtures';
import OfficeRecruitmentPage from './office-recruitment-page';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCachedResources();
});

const states = {
  [STATES_PATH]: () =>
    json({
      result: 'success',
      data: [
        { id: 10, state_name: 'Bihar' },
        { id: 9, state_name: 'Uttar Pradesh' },
      ],
    }),
  [OFFICE_CAREER_SUMMARY_PATH]: () =>
    json({
      result: 'success',
      data: [
        {
          profile_id: 1,
          profile: 'Assistant Professor(B.A)',
          subject: 'Hindi',
          total: 3,
          received: 1,
          shortlisted: 1,
          rejected: 1,
        },
        { profile_id: 5, profile: 'Accountant', subject: 'N/A', total: 1, received: 1, shortlisted: 0, rejected: 0 },
      ],
    }),
};
const where = () => screen.getByTestId('where').textContent;

function renderList(path = '/office/recruitment') {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path}>
      <OfficeRecruitmentPage />
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

describe('/office/recruitment', () => {
  it('lists the applications with links to each, and its way to the recruitment dates', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      ...states,
      [OFFICE_CAREER_APPLICATIONS_PATH]: () =>
        json(listPage([listRow(1), listRow(2, { name: 'Rahul Verma', subject: 'English', status: 'shortlisted' })])),
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment office' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Career applications' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getByRole('link', { name: 'REC2025-000002' })).toHaveAttribute(
      'href',
      '/office/recruitment/applications/REC2025-000002',
    );
    expect(rows[2]).toHaveTextContent('Rahul Verma');
    expect(rows[2]).toHaveTextContent('Shortlisted');
    expect(screen.getByText('2 applications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Recruitment dates/ })).toHaveAttribute(
      'href',
      '/office/recruitment/window',
    );
    // How many per post and subject, each a link to its list.
    const perPost = await screen.findByRole('table', { name: 'Applications per post and subject, and their review' });
    const [, hindi, accountant] = within(perPost).getAllByRole('row');
    expect(
      within(hindi)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Assistant Professor(B.A), Hindi', '3', '1', '1', '1']);
    expect(within(hindi).getByRole('link')).toHaveAttribute('href', '/office/recruitment?profile=1&subject=Hindi');
    expect(within(accountant).getByRole('link', { name: 'Accountant' })).toHaveAttribute(
      'href',
      '/office/recruitment?profile=5',
    );
    // No post chosen: no interview list yet.
    expect(screen.getByText(/Choose a post in the filter above/)).toBeInTheDocument();
  });

  it('keeps the filter in the address, asks the API for it, and offers the chosen post’s interview list', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      ...states,
      [OFFICE_CAREER_APPLICATIONS_PATH]: () => json(listPage([listRow(1)])),
    });
    const user = renderList();
    const form = await screen.findByRole('form', { name: 'Filter the applications' });
    const subject = within(form).getByLabelText('Subject');
    expect(subject).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Post'), 'Assistant Professor(B.A)');
    expect(subject).toBeEnabled();
    await user.selectOptions(subject, 'Hindi');
    await user.selectOptions(within(form).getByLabelText('Qualification held'), 'NET/Ph.D.');
    await user.selectOptions(within(form).getByLabelText('Teaching or work experience'), 'With experience');
    await user.selectOptions(within(form).getByLabelText('Category'), 'OBC');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Uttar Pradesh' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('State (permanent address)'), 'Uttar Pradesh');
    await user.selectOptions(within(form).getByLabelText('Review'), 'Not reviewed');
    await user.type(within(form).getByLabelText(/Search/), 'anita');
    await user.click(within(form).getByRole('button', { name: 'Show applications' }));

    const query =
      'profile=1&subject=Hindi&qualification=NET%2FPh.D.&experience=Yes&category=OBC&state=9&status=received&q=anita';
    expect(where()).toBe(`/office/recruitment?${query}`);
    await waitFor(() =>
      expect(office.calls.map((call) => call.path)).toContain(`${OFFICE_CAREER_APPLICATIONS_PATH}?${query}`),
    );
    const download = await screen.findByRole('link', {
      name: /Download the interview list for Assistant Professor\(B\.A\), Hindi/,
    });
    expect(download).toHaveAttribute('href', `${INTERVIEW_LIST_CSV_PATH}?profile=1&subject=Hindi`);
    expect(download).toHaveAttribute('download');
  });

  it('reads the filter from the address, and a long search is tied to its field and summarised', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      ...states,
      [OFFICE_CAREER_APPLICATIONS_PATH]: () => json(listPage([])),
    });
    const user = renderList('/office/recruitment?profile=5&status=shortlisted');
    const form = await screen.findByRole('form', { name: 'Filter the applications' });
    expect(within(form).getByLabelText('Post')).toHaveValue('5');
    expect(await screen.findByText('No applications match this filter.')).toBeInTheDocument();
    expect(office.calls.map((call) => call.path)).toContain(
      `${OFFICE_CAREER_APPLICATIONS_PATH}?profile=5&status=shortlisted`,
    );

    const search = within(form).getByLabelText(/Search/);
    await user.click(search);
    await user.paste('x'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Show applications' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /at most 100 characters/ })).toBeInTheDocument();
    expect(search).toHaveAccessibleDescription(expect.stringContaining('at most 100 characters'));
    expect(where()).toBe('/office/recruitment?profile=5&status=shortlisted');
  });

  it('says what is wrong with a filter the service refuses', async () => {
    stubOffice({
      ...meRoute(meAs(['recruitment_officer'])),
      ...states,
      [OFFICE_CAREER_APPLICATIONS_PATH]: () =>
        failure('Please correct the highlighted fields.', 400, {
          status: 'status must be one of received, shortlisted, rejected',
        }),
    });
    renderList('/office/recruitment?status=maybe');
    expect(await screen.findByText('status must be one of received, shortlisted, rejected')).toBeInTheDocument();
  });

  it('is closed to an office user without the recruitment officer role', async () => {
    stubOffice(meRoute(meAs(['admission_officer'])));
    renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in, coming back here', async () => {
    stubOffice(meRoute('signed-out'));
    renderList('/office/recruitment?profile=1');
    // (The frame stays mounted here, with no router to swap the page: only the first hop counts.)
    await waitFor(() => expect(where()).toMatch(/^\/office\/sign-in\?next=/));
  });
});
