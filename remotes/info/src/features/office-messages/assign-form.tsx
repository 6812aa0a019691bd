import { Select, TextField } from '@college/design-system';
import { ApiError, getJson, type Resource } from '@college/remote-kit';
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
  officePeoplePath,
  officePeopleSchema,
  SOMEONE_ELSE,
} from '@college/info-service/office/messages';
import { ActionForm, type Done, type Stale } from './action-form';
import { MESSAGES_TEXT } from './messages-text';

/** Whom the assign form offers, and from where (the office's list, or the names the info service knows). */
export type Assignees = { from: 'office' | 'info'; people: Assignee[] };

/**
 * The office's active grievance officers; while the office service has no such list (it answers
 * 404, or refuses), the office usernames that worked on messages here. A lost session is not hidden.
 */
export async function loadAssignees(signal: AbortSignal): Promise<Assignees> {
  try {
    const office = await getJson(officePeoplePath('grievance_officer'), officePeopleSchema, signal);
    return { from: 'office', people: office.data };
  } catch (error) {
    if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error;
  }
  const known = await getJson(OFFICE_MESSAGES_ASSIGNEES_PATH, messagesAssigneesSchema, signal);
  return { from: 'info', people: known.data };
}

const nameOf = (person: Assignee) =>
  person.display_name ? `${person.display_name} (${person.username})` : person.username;

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

/** Assigns the message to one of the listed people, to someone written in, or to nobody. */
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
