import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { CSRF_HEADER } from '@college/office-service/contract';
import { OFFICE_PAGE_PATH, PEOPLE_PATH, TELL_REFERENCE, tellPath } from '@college/office-service/office/people';
import { MESSAGE_REFERENCE } from '@college/info-service/contract';
import {
  type MessageDetail,
  OFFICE_MESSAGES_ASSIGNEES_PATH,
  officeMessageActionPath,
  officeMessagePath,
} from '@college/info-service/office/messages';
import { OfficePage } from '@college/remote-kit/office';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeMessagePage } from './messages-pages';
import { MessageView } from './message-view';

afterEach(() => vi.unstubAllGlobals());

const REFERENCE = 'CMP-0A1B2C3D4E';
const MESSAGE: MessageDetail = {
  reference: REFERENCE,
  kind: 'complaints',
  status: 'new',
  sender: 'Meena Kumari',
  email: 'meena@example.in',
  phone: null,
  assigned_to: null,
  created_at: '2026-11-02T09:00:00.000Z',
  overdue: false,
  version: 1,
  fields: [{ label: 'Message', value: 'The bus is late.' }],
  has_file: false,
  reply: null,
  closed_at: null,
  closed_by: null,
  mail_reply: true,
  notes: [],
  updated_at: null,
  updated_by: null,
};
const PEOPLE = [
  { username: 'asha.k', displayName: 'Asha K' },
  { username: 's.verma', displayName: 'Dr. S. Verma' },
];
const ASSIGN = officeMessageActionPath(REFERENCE, 'assign');
const TELL = tellPath('s.verma');

/** The message page for the signed-in grievance officer asha.k, with the office's answers given. */
function renderMessage(answers: Parameters<typeof stubOffice>[0] = {}, message: MessageDetail = MESSAGE) {
  let current = message;
  const office = stubOffice({
    ...meRoute(meAs(['grievance_officer'])),
    [PEOPLE_PATH]: () => json({ result: 'success', people: PEOPLE }),
    [officeMessagePath(REFERENCE)]: () => json({ result: 'success', data: current }),
    [ASSIGN]: ({ body }) => {
      const assigned = (body as { assigned_to: string }).assigned_to;
      current = { ...current, assigned_to: assigned || null, version: current.version + 1 };
      return json({ result: 'success', data: current });
    },
    [TELL]: () => json({ result: 'success', told: true }),
    ...answers,
  });
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={`/office/grievances/${REFERENCE}`}>
      <OfficePage title="Message">
        <MessageView reference={REFERENCE} />
      </OfficePage>
    </MemoryNavigation>,
  );
  return { office, user };
}

async function assignTo(user: ReturnType<typeof userEvent.setup>, label: string) {
  const form = await screen.findByRole('form', { name: 'Assign' });
  await user.selectOptions(within(form).getByLabelText(/Who handles it/), label);
  await user.click(within(form).getByRole('button', { name: 'Save the assignment' }));
}
const paths = (office: ReturnType<typeof stubOffice>) => office.calls.map((call) => call.path);

// Generous timeouts: userEvent runs in real time on a shared machine.
describe('the assign form tells the new assignee through the office service', { timeout: 20_000 }, () => {
  it('offers the office’s grievance officers, and after the assignment is saved tells the colleague by e-mail', async () => {
    const { office, user } = renderMessage();
    const form = await screen.findByRole('form', { name: 'Assign' });
    expect(within(form).getByLabelText(/Who handles it/)).toHaveAccessibleDescription(
      /The office's grievance officers\. Whoever you give it to is told by e-mail/,
    );
    await assignTo(user, 'Dr. S. Verma (s.verma)');
    expect(await screen.findByText('Dr. S. Verma has been told by e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Where it stands' })).getByText('s.verma')).toBeInTheDocument();

    // Told only after the info service saved it, with the message's reference and office page.
    expect(paths(office).indexOf(TELL)).toBeGreaterThan(paths(office).indexOf(ASSIGN));
    const tell = office.calls.find((call) => call.path === TELL)!;
    expect(tell.method).toBe('POST');
    expect(tell.body).toEqual({
      about: 'message.assigned',
      reference: REFERENCE,
      path: `/office/grievances/${REFERENCE}`,
    });
    expect(tell.headers[CSRF_HEADER]).toBe('csrf-token-of-the-session');
    expect(paths(office)).not.toContain(OFFICE_MESSAGES_ASSIGNEES_PATH);
  });

  it('says so when the colleague has no e-mail address in the office', async () => {
    const { user } = renderMessage({ [TELL]: () => json({ result: 'success', told: false }) });
    await assignTo(user, 'Dr. S. Verma (s.verma)');
    expect(
      await screen.findByText(
        "Dr. S. Verma has no e-mail address in the office; they will see it under 'Assigned to you'.",
      ),
    ).toBeInTheDocument();
  });

  it('keeps the assignment and says the e-mail could not be sent when telling fails', async () => {
    const { user } = renderMessage({ [TELL]: () => failure('Too many requests, please try again later.', 429) });
    await assignTo(user, 'Dr. S. Verma (s.verma)');
    expect(
      await screen.findByText(/The e-mail to Dr\. S\. Verma could not be sent; the assignment stands/),
    ).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Where it stands' })).getByText('s.verma')).toBeInTheDocument();
    expect(screen.queryByText('It was not saved.')).not.toBeInTheDocument();
  });

  it('tells nobody when the message is un-assigned, taken by oneself, or not saved', async () => {
    const { office, user } = renderMessage({}, { ...MESSAGE, assigned_to: 's.verma' });
    await assignTo(user, 'Nobody');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await assignTo(user, 'Asha K (asha.k)');
    expect(
      await within(screen.getByRole('region', { name: 'Where it stands' })).findByText('asha.k'),
    ).toBeInTheDocument();
    expect(paths(office).filter((path) => path === ASSIGN)).toHaveLength(2);
    expect(paths(office).some((path) => path.endsWith('/tell'))).toBe(false);
  });

  it('does not tell when the info service refuses the assignment', async () => {
    const { office, user } = renderMessage({
      [ASSIGN]: () => failure('Someone changed this message while you were reading it.', 409),
    });
    await assignTo(user, 'Dr. S. Verma (s.verma)');
    expect(await screen.findByText(/Someone changed this message meanwhile/)).toBeInTheDocument();
    expect(paths(office).some((path) => path.endsWith('/tell'))).toBe(false);
  });

  it("falls back to the names the info service knows only when the office's list fails", async () => {
    const { office, user } = renderMessage({
      [PEOPLE_PATH]: () => failure('Something went wrong.', 503),
      [OFFICE_MESSAGES_ASSIGNEES_PATH]: () =>
        json({ result: 'success', data: [{ username: 's.verma', display_name: null }] }),
    });
    const form = await screen.findByRole('form', { name: 'Assign' });
    expect(within(form).getByLabelText(/Who handles it/)).toHaveAccessibleDescription(
      /Office users who have worked on messages here/,
    );
    await assignTo(user, 's.verma');
    expect(await screen.findByText('s.verma has been told by e-mail.')).toBeInTheDocument();
    expect(paths(office)).toContain(OFFICE_MESSAGES_ASSIGNEES_PATH);
  });

  it('sends no e-mail for a name written in, which is no office account', async () => {
    const { office, user } = renderMessage();
    const form = await screen.findByRole('form', { name: 'Assign' });
    await user.selectOptions(within(form).getByLabelText(/Who handles it/), 'Someone else (write the name)');
    await user.type(within(form).getByLabelText(/Name or office username/), 'Dr. R. Gupta');
    await user.click(within(form).getByRole('button', { name: 'Save the assignment' }));
    expect(
      await screen.findByText('Dr. R. Gupta is not an office user here, so no e-mail was sent.'),
    ).toBeInTheDocument();
    expect(paths(office).some((path) => path.endsWith('/tell'))).toBe(false);
  });
});

describe('the two contracts agree', () => {
  it("writes a message's reference as the info contract does, and its office page is a path the office service takes", () => {
    expect(TELL_REFERENCE.source).toBe(MESSAGE_REFERENCE.source);
    expect(OFFICE_PAGE_PATH.test(officeMessagePage(REFERENCE))).toBe(true);
  });
});
