import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import {
  type MessageDetail,
  type MessageRow,
  MESSAGE_STALE_MESSAGE,
  OFFICE_MESSAGES_PATH,
  officeMessageActionPath,
  officeMessagePath,
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

    const assign = screen.getByRole('form', { name: 'Assign' });
    await user.type(within(assign).getByLabelText(/Who handles it/), 'Dr. S. Verma');
    await user.click(within(assign).getByRole('button', { name: 'Save the assignment' }));
    expect(
      await within(screen.getByRole('region', { name: 'Where it stands' })).findByText('Dr. S. Verma'),
    ).toBeInTheDocument();

    const close = screen.getByRole('form', { name: 'Close with a reply' });
    expect(within(close).getByLabelText(/Reply to the sender/)).toHaveAccessibleDescription(/e-mailed to the sender/);
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));
    expect(await within(close).findByText(REPLY_MESSAGE)).toBeInTheDocument();
    await user.type(within(close).getByLabelText(/Reply to the sender/), 'The bus now has a woman conductor.');
    await user.click(within(close).getByRole('button', { name: 'Close with this reply' }));

    expect(await screen.findByRole('heading', { name: 'Closed' })).toBeInTheDocument();
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
