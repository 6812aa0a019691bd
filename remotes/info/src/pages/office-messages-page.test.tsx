import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import { PEOPLE_PATH } from '@college/office-service/office/people';
import {
  type MessageDetail,
  type MessageRow,
  MESSAGE_STALE_MESSAGE,
  OFFICE_MESSAGES_ASSIGNEES_PATH,
  OFFICE_MESSAGES_PATH,
  OFFICE_MESSAGES_SUMMARY_PATH,
  officeMessageActionPath,
  officeMessagePath,
  OTHER_ASSIGNEE_MESSAGE,
  REPLY_MESSAGE,
} from '@college/info-service/office/messages';
import { failure, json, meAs, meRoute, stubOffice, WhereAmI } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeMessagePage from './office-message-page';
import OfficeMessagesPage from './office-messages-page';

afterEach(() => vi.unstubAllGlobals());

const ROW: MessageRow = {
  reference: 'CMP-0A1B2C3D4E',
  kind: 'complaints',
  status: 'new',
  sender: 'Meena Kumari',
  email: 'meena@example.in',
  phone: null,
  assigned_to: null,
  created_at: '2026-11-02T09:00:00.000Z',
  overdue: true,
  version: 1,
  excerpt: 'A senior student harasses me on the bus.',
};
const DETAIL: MessageDetail = {
  ...ROW,
  fields: [
    { label: 'Name', value: 'Meena Kumari' },
    { label: 'E-mail', value: 'meena@example.in' },
    { label: 'Message', value: 'A senior student harasses me on the bus.' },
  ],
  has_file: false,
  reply: null,
  closed_at: null,
  closed_by: null,
  mail_reply: true,
  notes: [],
  updated_at: null,
  updated_by: null,
};

/** What the info service knows (asked only when the office service's people list fails: here a 404). */
const KNOWN_HERE = {
  [OFFICE_MESSAGES_ASSIGNEES_PATH]: () =>
    json({
      result: 'success',
      data: [
        { username: 'asha.k', display_name: null },
        { username: 'demo.grievance_officer', display_name: null },
      ],
    }),
};
/** The office service's active grievance officers. */
const OFFICE_PEOPLE = {
  [PEOPLE_PATH]: () =>
    json({
      result: 'success',
      people: [
        { username: 'asha.k', displayName: 'Asha Kumari' },
        { username: 's.verma', displayName: 'Dr. S. Verma' },
      ],
    }),
};

function renderAt(path: string, page: ReactNode, params: Record<string, string> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path} params={params}>
      {page}
      <WhereAmI />
    </MemoryNavigation>,
  );
  return user;
}

// Generous timeouts: this machine's 2 cores are shared, and userEvent runs in real time.
describe('/office/grievances', { timeout: 20_000 }, () => {
  it('lists the messages with their state, overdue marked, and keeps the filter in the address', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      [OFFICE_MESSAGES_PATH]: () =>
        json({ result: 'success', data: [ROW], total: 1, page: 1, pageCount: 1, overdueDays: 15 }),
    });
    const user = renderAt('/office/grievances', <OfficeMessagesPage />);
    const table = await screen.findByRole('table', { name: 'Messages: 1' });
    const row = within(table).getByRole('row', { name: /CMP-0A1B2C3D4E/ });
    expect(row).toHaveTextContent('New (Overdue)');
    expect(row).toHaveTextContent('Nobody yet');
    expect(within(row).getByRole('link', { name: 'CMP-0A1B2C3D4E' })).toHaveAttribute(
      'href',
      '/office/grievances/CMP-0A1B2C3D4E',
    );
    expect(screen.getByText(/still open after 15 days is overdue/)).toBeInTheDocument();

    const filter = screen.getByRole('form', { name: 'Show' });
    await user.selectOptions(within(filter).getByLabelText('Kind'), 'Complaint');
    await user.click(within(filter).getByLabelText('Only overdue complaints'));
    await user.click(within(filter).getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/office/grievances?kind=complaints&overdue=1');
    expect(office.calls.map((call) => call.path)).toContain(`${OFFICE_MESSAGES_PATH}?kind=complaints&overdue=1`);
  });

  it('says how many open messages are assigned to the signed-in user, and lists them', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      [OFFICE_MESSAGES_PATH]: () =>
        json({ result: 'success', data: [ROW], total: 1, page: 1, pageCount: 1, overdueDays: 15 }),
      [OFFICE_MESSAGES_SUMMARY_PATH]: () =>
        json({
          result: 'success',
          data: { new: 1, in_progress: 2, overdue: 1, overdueDays: 15, assigned_to_you: 2 },
        }),
    });
    const user = renderAt('/office/grievances', <OfficeMessagesPage />);
    expect(await screen.findByText('2 open messages are assigned to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show them' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/office/grievances?mine=1');
    expect(office.calls.map((call) => call.path)).toContain(`${OFFICE_MESSAGES_PATH}?mine=1`);
    expect(
      within(screen.getByRole('form', { name: 'Show' })).getByLabelText('Only open messages assigned to me'),
    ).toBeChecked();
  });

  it("says so to a signed-in user without the grievance officer's role", async () => {
    stubOffice({ ...meRoute(meAs(['content_editor'])) });
    renderAt('/office/grievances', <OfficeMessagesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('/office/grievances/:reference', { timeout: 20_000 }, () => {
  it('assigns the message, then closes it with a reply sent with its version and the CSRF token', async () => {
    let message = DETAIL;
    const office = stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      ...KNOWN_HERE,
      [officeMessagePath(DETAIL.reference)]: () => json({ result: 'success', data: message }),
      [officeMessageActionPath(DETAIL.reference, 'assign')]: ({ body }) => {
        message = { ...message, assigned_to: (body as { assigned_to: string }).assigned_to, version: 2 };
        return json({ result: 'success', data: message });
      },
      [officeMessageActionPath(DETAIL.reference, 'close')]: ({ body }) => {
        message = {
          ...message,
          status: 'closed',
          reply: (body as { reply: string }).reply,
          closed_by: 'asha.k',
          closed_at: '2026-11-20T10:00:00.000Z',
          version: 3,
        };
        return json({ result: 'success', data: message });
      },
    });
    const user = renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, {
      reference: DETAIL.reference,
    });
    const sent = await screen.findByRole('region', { name: 'What was sent' });
    expect(within(sent).getByText('A senior student harasses me on the bus.')).toBeInTheDocument();

    // The office service's list failed: the names known here, and anyone written in.
    const assign = await screen.findByRole('form', { name: 'Assign' });
    const who = within(assign).getByLabelText(/Who handles it/);
    expect(who).toHaveAccessibleDescription(/Office users who have worked on messages here/);
    expect(who).toHaveAccessibleDescription(/told by e-mail when the office has their address/);
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'asha.k', 'demo.grievance_officer', 'Someone else (write the name)']);
    await user.selectOptions(who, 'Someone else (write the name)');
    await user.click(within(assign).getByRole('button', { name: 'Save the assignment' }));
    expect(await within(assign).findByText(OTHER_ASSIGNEE_MESSAGE)).toBeInTheDocument();
    await user.type(within(assign).getByLabelText(/Name or office username/), 'Dr. S. Verma');
    await user.click(within(assign).getByRole('button', { name: 'Save the assignment' }));
    expect(
      await within(screen.getByRole('region', { name: 'Where it stands' })).findByText('Dr. S. Verma'),
    ).toBeInTheDocument();
    expect(
      office.calls.find((call) => call.path === officeMessageActionPath(DETAIL.reference, 'assign'))?.body,
    ).toEqual({ assigned_to: 'Dr. S. Verma', version: 1 });
    // The form of the new version shows the assignee written in.
    const again = await screen.findByRole('form', { name: 'Assign' });
    expect(within(again).getByLabelText(/Who handles it/)).toHaveValue('*other');
    expect(within(again).getByLabelText(/Name or office username/)).toHaveValue('Dr. S. Verma');

    // Closing is asked first: the reply as the sender gets it, and that it is final.
    const close = screen.getByRole('form', { name: 'Close with a reply' });
    expect(within(close).getByLabelText(/Reply to the sender/)).toHaveAccessibleDescription(/e-mailed to the sender/);
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    expect(await within(close).findByText(REPLY_MESSAGE)).toBeInTheDocument();
    await user.type(within(close).getByLabelText(/Reply to the sender/), 'The bus now has a conductor.');
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    let review = within(close).getByRole('region', { name: 'Before you close it' });
    expect(review).toHaveTextContent('by e-mail at meena@example.in');
    expect(review).toHaveTextContent('The bus now has a conductor.');
    expect(review).toHaveTextContent('cannot be changed');
    expect(within(review).getByRole('heading', { name: 'Before you close it' })).toHaveFocus();
    expect(office.calls.some((call) => call.path === officeMessageActionPath(DETAIL.reference, 'close'))).toBe(false);

    // Back: the text as typed, to finish it.
    await user.click(within(review).getByRole('button', { name: 'Back to the reply' }));
    const reply = within(close).getByLabelText(/Reply to the sender/);
    expect(reply).toHaveValue('The bus now has a conductor.');
    expect(reply).toHaveFocus();
    await user.clear(reply);
    await user.type(reply, 'The bus now has a woman conductor.');
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    review = within(close).getByRole('region', { name: 'Before you close it' });
    expect(review).toHaveTextContent('The bus now has a woman conductor.');
    await user.click(within(review).getByRole('button', { name: 'Close it and send the reply' }));

    expect(await screen.findByRole('heading', { name: 'Closed' })).toBeInTheDocument();
    const stands = screen.getByRole('region', { name: 'Where it stands' });
    expect(stands).toHaveTextContent('E-mailed to the sender at meena@example.in');
    expect(stands).toHaveTextContent('The bus now has a woman conductor.');
    const closing = office.calls.find(
      (call) =>
        call.path === officeMessageActionPath(DETAIL.reference, 'close') &&
        call.method === 'POST' &&
        (call.body as { reply?: string }).reply,
    )!;
    expect(closing.body).toEqual({ reply: 'The bus now has a woman conductor.', version: 2 });
    expect(closing.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    expect(screen.queryByRole('form', { name: 'Close with a reply' })).not.toBeInTheDocument();
  });

  it("offers the office's grievance officers by name when the office service lists them", async () => {
    const office = stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      ...OFFICE_PEOPLE,
      ...KNOWN_HERE,
      [officeMessagePath(DETAIL.reference)]: () =>
        json({ result: 'success', data: { ...DETAIL, assigned_to: 'S.Verma' } }),
      [officeMessageActionPath(DETAIL.reference, 'assign')]: ({ body }) =>
        json({ result: 'success', data: { ...DETAIL, ...(body as object), version: 2 } }),
    });
    const user = renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, {
      reference: DETAIL.reference,
    });
    const assign = await screen.findByRole('form', { name: 'Assign' });
    const who = within(assign).getByLabelText(/Who handles it/);
    expect(who).toHaveAccessibleDescription(/The office's grievance officers/);
    // The assignee saved in other letters is the listed officer.
    expect(who).toHaveValue('s.verma');
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Asha Kumari (asha.k)', 'Dr. S. Verma (s.verma)', 'Someone else (write the name)']);
    expect(office.calls.map((call) => call.path)).toContain(`${PEOPLE_PATH}?role=grievance_officer`);
    expect(office.calls.map((call) => call.path)).not.toContain(OFFICE_MESSAGES_ASSIGNEES_PATH);
    // The signed-in officer (asha.k) takes it: nobody is told by e-mail.
    await user.selectOptions(who, 'Asha Kumari (asha.k)');
    await user.click(within(assign).getByRole('button', { name: 'Save the assignment' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByText('Saved.').parentElement).toHaveTextContent(/^Saved\.$/);
    expect(office.calls.some((call) => call.path.endsWith('/tell'))).toBe(false);
    expect(
      office.calls.find((call) => call.path === officeMessageActionPath(DETAIL.reference, 'assign'))?.body,
    ).toEqual({ assigned_to: 'asha.k', version: 1 });
  });

  it('asks before closing a message without an e-mail address, and says where the reply is read', async () => {
    const feedback: MessageDetail = {
      ...DETAIL,
      kind: 'feedback',
      email: null,
      phone: '9876543210',
      mail_reply: false,
    };
    stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      ...KNOWN_HERE,
      [officeMessagePath(DETAIL.reference)]: () => json({ result: 'success', data: feedback }),
      [officeMessageActionPath(DETAIL.reference, 'close')]: ({ body }) =>
        json({
          result: 'success',
          data: {
            ...feedback,
            status: 'closed',
            reply: (body as { reply: string }).reply,
            closed_by: 'asha.k',
            closed_at: '2026-11-20T10:00:00.000Z',
            version: 2,
          },
        }),
    });
    const user = renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, {
      reference: DETAIL.reference,
    });
    const close = await screen.findByRole('form', { name: 'Close with a reply' });
    await user.type(within(close).getByLabelText(/Reply to the sender/), 'More buses from January.');
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    const review = within(close).getByRole('region', { name: 'Before you close it' });
    expect(review).toHaveTextContent('gave no e-mail address');
    await user.click(within(review).getByRole('button', { name: 'Close it with this reply' }));
    expect(await screen.findByRole('heading', { name: 'Closed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where it stands' })).toHaveTextContent(
      'Shown to the sender on the Message status page',
    );
  });

  it('keeps a reply being closed when the session ends, and brings it back after sign-in', async () => {
    sessionStorage.clear();
    const office = stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      ...KNOWN_HERE,
      [officeMessagePath(DETAIL.reference)]: () => json({ result: 'success', data: DETAIL }),
      [officeMessageActionPath(DETAIL.reference, 'close')]: () => failure('Please sign in to the office.', 401),
    });
    const first = renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, {
      reference: DETAIL.reference,
    });
    let close = await screen.findByRole('form', { name: 'Close with a reply' });
    await first.type(within(close).getByLabelText(/Reply to the sender/), 'The bus now has a woman conductor.');
    await first.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    await first.click(within(close).getByRole('button', { name: 'Close it and send the reply' }));
    await waitFor(() => expect(office.calls.some((call) => call.method === 'POST')).toBe(true));
    cleanup();

    renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, { reference: DETAIL.reference });
    close = await screen.findByRole('form', { name: 'Close with a reply' });
    expect(within(close).getByLabelText(/Reply to the sender/)).toHaveValue('The bus now has a woman conductor.');
    expect(within(close).getByText(/What you had typed here is back/)).toBeInTheDocument();
    expect(within(close).queryByRole('region', { name: 'Before you close it' })).not.toBeInTheDocument();
  });

  it('says when someone else changed the message meanwhile', async () => {
    stubOffice({
      ...meRoute(meAs(['grievance_officer'])),
      [officeMessagePath(DETAIL.reference)]: () => json({ result: 'success', data: DETAIL }),
      [officeMessageActionPath(DETAIL.reference, 'status')]: () => failure(MESSAGE_STALE_MESSAGE, 409),
    });
    const user = renderAt(`/office/grievances/${DETAIL.reference}`, <OfficeMessagePage />, {
      reference: DETAIL.reference,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark it in progress' }));
    expect(await screen.findByText(/Someone changed this message meanwhile/)).toBeInTheDocument();
  });
});
