import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryNavigation } from '@college/design-system';
import { forgetCachedResources } from '@college/remote-kit';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import { STATES_PATH } from '@college/careers-service/contract';
import {
  INTERVIEW_LIST_PATH,
  type InterviewSheetRow,
  OFFICE_CAREER_APPLICATIONS_PATH,
  OFFICE_CAREER_SUMMARY_PATH,
} from '@college/careers-service/office/recruitment';
import { listPage, listRow } from '../testing/office-fixtures';
import OfficeRecruitmentPage from './office-recruitment-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
    expect(
      await screen.findByRole('button', { name: 'Print the interview list for Assistant Professor(B.A), Hindi' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the interview list for Assistant Professor(B.A), Hindi (CSV)' }),
    ).toBeInTheDocument();
  });

  const SHEET: InterviewSheetRow[] = [
    {
      application_no: 'REC2025-000001',
      name: 'Anita Sharma',
      post: 'Assistant Professor(B.A)',
      subject: 'Hindi',
      mobile: '9876543210',
      email: 'anita@example.in',
      category: 'OBC',
      qualifications: 'PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%',
    },
    {
      application_no: 'REC2025-000004',
      name: 'Sunil Yadav',
      post: 'Assistant Professor(B.A)',
      subject: 'Hindi',
      mobile: '9876543213',
      email: '',
      category: 'General',
      qualifications: 'PG, Hindi, 2017, 61%',
    },
  ];
  const sheetRoutes = {
    ...meRoute(meAs(['recruitment_officer'])),
    ...states,
    [OFFICE_CAREER_APPLICATIONS_PATH]: () => json(listPage([listRow(1, { status: 'shortlisted' })])),
    [INTERVIEW_LIST_PATH]: () =>
      json({ result: 'success', data: { rows: SHEET, interview_date: '2025-08-14', interview_time: '10:00' } }),
  };

  it('prints the interview list of a post: letterhead, the interview, a row per shortlisted applicant with room for marks', async () => {
    const office = stubOffice(sheetRoutes);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderList('/office/recruitment?profile=1&subject=Hindi');
    await user.click(
      await screen.findByRole('button', { name: 'Print the interview list for Assistant Professor(B.A), Hindi' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Interview list: Assistant Professor(B.A), Hindi' }),
    ).toBeVisible();
    expect(screen.getByText(/Interview on 14-08-2025 at 10:00/)).toBeInTheDocument();
    expect(office.calls.map((call) => call.path)).toContain(
      `${INTERVIEW_LIST_PATH}?profile=1&subject=Hindi&purpose=print`,
    );
    const table = screen.getByRole('table', { name: 'Shortlisted applicants for the interview' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S. no.', 'Application no.', 'Name', 'Mobile', 'E-mail', 'Qualifications', 'Marks / remarks']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '1',
        'REC2025-000001',
        'Anita Sharma',
        '9876543210',
        'anita@example.in',
        'PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%',
        '',
      ],
      ['2', 'REC2025-000004', 'Sunil Yadav', '9876543213', '', 'PG, Hindi, 2017, 61%', ''],
    ]);
    // The filter and the list are not on paper: the print view takes the page's place.
    expect(screen.queryByRole('form', { name: 'Filter the applications' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Back to the applications' }));
    expect(await screen.findByRole('form', { name: 'Filter the applications' })).toBeInTheDocument();
  });

  it('downloads the interview list as CSV written by the kit’s writer, with empty marks and remarks columns', async () => {
    const office = stubOffice(sheetRoutes);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:portal.test/interview-list';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = renderList('/office/recruitment?profile=1&subject=Hindi');
    await user.click(
      await screen.findByRole('button', {
        name: 'Download the interview list for Assistant Professor(B.A), Hindi (CSV)',
      }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(office.calls.map((call) => call.path)).toContain(
      `${INTERVIEW_LIST_PATH}?profile=1&subject=Hindi&purpose=csv`,
    );
    expect(clicked[0].download).toMatch(/^interview-list-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'application_no,name,post,subject,qualifications,mobile,email,marks,remarks',
      'REC2025-000001,Anita Sharma,Assistant Professor(B.A),Hindi,"PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%",9876543210,anita@example.in,,',
      'REC2025-000004,Sunil Yadav,Assistant Professor(B.A),Hindi,"PG, Hindi, 2017, 61%",9876543213,,,',
    ]);
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
