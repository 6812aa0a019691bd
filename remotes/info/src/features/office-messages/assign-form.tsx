import { Select, TextField } from '@college/design-system';
import { ApiError, getJson, type Resource } from '@college/remote-kit';
import { useOfficeSession } from '@college/remote-kit/office';
import { USERNAME_PATTERN } from '@college/office-service/office/users';
import {
  type Assignee,
  type AssignFormInput,
  assignBodyOf,
  assignFormSchema,
  MESSAGE_LIMITS,
  type MessageDetail,
  messagesAssigneesSchema,
  OFFICE_MESSAGES_ASSIGNEES_PATH,
  officeMessageActionPath,
  SOMEONE_ELSE,
} from '@college/info-service/office/messages';
import { ActionForm, type Done, type Stale } from './action-form';
import { officeMessagePage } from './messages-pages';
import { MESSAGES_TEXT } from './messages-text';
import { getOfficePeople } from './office-people-api';
import { tellColleague } from './tell-api';

/** Whom the assign form offers, and from where (the office's list, or the names the info service knows). */
export type Assignees = { from: 'office' | 'info'; people: Assignee[] };

/**
 * The office's active grievance officers, by name (the office service's people list). Only when
 * that call fails (the office service down or older, or refusing) does the form fall back to the
 * office usernames that worked on messages here, which the info service knows. A lost session is
 * not hidden behind the fallback.
 */
export async function loadAssignees(signal: AbortSignal): Promise<Assignees> {
  try {
    const office = await getOfficePeople('grievance_officer', signal);
    return {
      from: 'office',
      people: office.people.map((person) => ({ username: person.username, display_name: person.displayName })),
    };
  } catch (error) {
    if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error;
  }
  const known = await getJson(OFFICE_MESSAGES_ASSIGNEES_PATH, messagesAssigneesSchema, signal);
  return { from: 'info', people: known.data };
}

const nameOf = (person: Assignee) =>
  person.display_name ? `${person.display_name} (${person.username})` : person.username;

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * After the info service saved the assignment: the office service tells the new assignee by e-mail
 * (decision 029), and the note says what happened. Nobody is told of an un-assignment, of a message
 * given to oneself, or again when the assignee did not change. Never throws: the assignment stands
 * whatever happens here.
 */
export async function tellAssignee({
  before,
  after,
  me,
  people,
  csrfToken,
}: {
  before: MessageDetail;
  after: MessageDetail;
  me: string;
  people: Assignee[];
  csrfToken: string;
}): Promise<string | undefined> {
  const assignee = after.assigned_to;
  if (assignee === null || same(assignee, me) || same(assignee, before.assigned_to)) return undefined;
  const listed = people.find((person) => same(person.username, assignee));
  const name = listed?.display_name ?? assignee;
  // A name written in under "Someone else" is no office account: nobody to e-mail.
  if (!USERNAME_PATTERN.test(assignee.toLowerCase())) return MESSAGES_TEXT.notAnOfficeUser(name);
  try {
    const { told } = await tellColleague(
      assignee,
      { about: 'message.assigned', reference: after.reference, path: officeMessagePage(after.reference) },
      csrfToken,
    );
    return told ? MESSAGES_TEXT.toldByMail(name) : MESSAGES_TEXT.noAddress(name);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return MESSAGES_TEXT.notAnOfficeUser(name);
    return MESSAGES_TEXT.tellFailed(name);
  }
}

/** The form's values for the message as it is: its assignee chosen in the list, or written under "someone else". */
function defaultsOf(message: MessageDetail, people: Assignee[]): AssignFormInput {
  const current = message.assigned_to;
  const listed = current && people.find((person) => person.username.toLowerCase() === current.toLowerCase());
  return {
    choice: current === null ? '' : listed ? listed.username : SOMEONE_ELSE,
    other: current !== null && !listed ? current : '',
    version: message.version,
  };
}

/** Assigns the message to one of the listed people, to someone written in, or to nobody; then tells them. */
export function AssignForm({
  message,
  assignees,
  onDone,
  onStale,
}: {
  message: MessageDetail;
  assignees: Resource<Assignees>;
  onDone: Done;
  onStale: Stale;
}) {
  const { me } = useOfficeSession();
  if (assignees.status === 'loading') return <p>{MESSAGES_TEXT.assigneesLoading}</p>;
  const people = assignees.data?.people ?? [];
  const hint =
    assignees.status === 'error'
      ? MESSAGES_TEXT.assigneesFailed
      : assignees.data.from === 'office'
        ? MESSAGES_TEXT.assigneesFromOffice
        : MESSAGES_TEXT.assigneesKnownHere;
  return (
    <ActionForm
      id="message-assign"
      title={MESSAGES_TEXT.assignTitle}
      schema={assignFormSchema}
      defaults={defaultsOf(message, people)}
      action={officeMessageActionPath(message.reference, 'assign')}
      toBody={(values) => assignBodyOf(values as never)}
      after={(saved, csrfToken) =>
        tellAssignee({ before: message, after: saved, me: me.user.username, people, csrfToken })
      }
      submitLabel={MESSAGES_TEXT.saveAssignment}
      variant="outline"
      onDone={onDone}
      onStale={onStale}
    >
      {({ form, submit }) => (
        <>
          <Select
            id="message-assignee"
            label={MESSAGES_TEXT.assignee}
            hint={`${hint} ${MESSAGES_TEXT.assigneeTold}`}
            options={[
              { value: '', label: MESSAGES_TEXT.assignNobody },
              ...people.map((person) => ({ value: person.username, label: nameOf(person) })),
              { value: SOMEONE_ELSE, label: MESSAGES_TEXT.someoneElse },
            ]}
            {...submit.field('choice')}
          />
          {form.watch('choice') === SOMEONE_ELSE && (
            <TextField
              id="message-assignee-other"
              label={MESSAGES_TEXT.assigneeOther}
              maxLength={MESSAGE_LIMITS.assignee}
              autoComplete="off"
              required
              {...submit.field('other')}
            />
          )}
        </>
      )}
    </ActionForm>
  );
}
