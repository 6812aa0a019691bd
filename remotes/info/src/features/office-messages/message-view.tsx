import { useState, type ReactNode } from 'react';
import { Alert, Button, KeyFacts, Link, TextField } from '@college/design-system';
import { ApiError, getJson, SubmitProblems, useResource } from '@college/remote-kit';
import { KeptTypingNote, Loaded, officePost, useOfficeForm } from '@college/remote-kit/office';
import {
  assignSchema,
  closeSchema,
  KIND_NAMES,
  MESSAGE_LIMITS,
  type MessageDetail,
  messageAnswerSchema,
  noteSchema,
  officeMessageActionPath,
  officeMessageFilePath,
  officeMessagePath,
  STATE_NAMES,
  statusSchema,
} from '@college/info-service/office/messages';
import { formatIndianDate } from '@college/settings/dates';
import { MESSAGES_OFFICE_PAGES } from './messages-pages';
import { MESSAGES_TEXT } from './messages-text';
import styles from '../shared/office-room.module.css';

type Done = (next: MessageDetail) => void;
type Stale = () => void;

/** One action on the message: its small form, sent with the version read; a 409 says someone else changed it. */
function ActionForm<Input extends Record<string, unknown>>({
  id,
  title,
  schema,
  defaults,
  action,
  submitLabel,
  variant,
  onDone,
  onStale,
  children,
}: {
  id: string;
  title: string;
  schema: Parameters<typeof useOfficeForm<Input, unknown>>[0];
  defaults: Input;
  action: string;
  submitLabel: string;
  variant?: 'primary' | 'outline' | 'danger';
  onDone: Done;
  onStale: Stale;
  children?: (form: ReturnType<typeof useOfficeForm<Input, unknown>>) => ReactNode;
}) {
  const office = useOfficeForm<Input, { data: MessageDetail }>(schema, defaults as never, {
    notSent: MESSAGES_TEXT.notSaved,
    send: (values, csrfToken) => officePost(action, values, messageAnswerSchema, csrfToken),
    onSent: (answer) => onDone(answer.data),
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) onStale();
    },
    // A reply being written survives a session that ends meanwhile; the action's path names the
    // message and what is done to it.
    keep: action,
  });
  const { submit } = office;
  return (
    <form className={styles.form} aria-labelledby={id} noValidate onSubmit={submit.onSubmit}>
      <h3 id={id}>{title}</h3>
      {office.restored && <KeptTypingNote />}
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        {children?.(office as never)}
        <div>
          <Button type="submit" variant={variant} loading={submit.sending}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function Sent({ message }: { message: MessageDetail }) {
  return (
    <section aria-labelledby="message-sent">
      <h2 id="message-sent">{MESSAGES_TEXT.sentTitle}</h2>
      <KeyFacts
        facts={[
          { label: MESSAGES_TEXT.kind, value: KIND_NAMES[message.kind] },
          { label: MESSAGES_TEXT.received, value: formatIndianDate(message.created_at.slice(0, 10)) },
          ...message.fields.map((field) => ({
            label: field.label,
            value: <span className={styles.preLine}>{field.value}</span>,
          })),
          ...(message.has_file
            ? [
                {
                  label: MESSAGES_TEXT.file,
                  value: (
                    <a href={officeMessageFilePath(message.reference)} target="_blank" rel="noopener noreferrer">
                      {MESSAGES_TEXT.openFile}
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

function Work({ message, onDone, onStale }: { message: MessageDetail; onDone: Done; onStale: Stale }) {
  const key = `${message.reference}-${message.version}`;
  return (
    <section aria-labelledby="message-case">
      <h2 id="message-case">{MESSAGES_TEXT.caseTitle}</h2>
      <KeyFacts
        facts={[
          {
            label: MESSAGES_TEXT.state,
            value: STATE_NAMES[message.status] + (message.overdue ? ` (${MESSAGES_TEXT.overdue})` : ''),
          },
          { label: MESSAGES_TEXT.assigned, value: message.assigned_to ?? MESSAGES_TEXT.nobody },
        ]}
      />
      <p>{MESSAGES_TEXT.lastChange(message.updated_by, message.updated_at)}</p>
      {message.status === 'closed' ? (
        <>
          <h3>{MESSAGES_TEXT.closedTitle}</h3>
          <p>{MESSAGES_TEXT.closedBy(message.closed_by, message.closed_at)}</p>
          <p className={styles.preLine}>{message.reply}</p>
        </>
      ) : (
        <>
          <ActionForm
            key={`assign-${key}`}
            id="message-assign"
            title={MESSAGES_TEXT.assignTitle}
            schema={assignSchema}
            defaults={{ assigned_to: message.assigned_to ?? '', version: message.version }}
            action={officeMessageActionPath(message.reference, 'assign')}
            submitLabel={MESSAGES_TEXT.saveAssignment}
            variant="outline"
            onDone={onDone}
            onStale={onStale}
          >
            {({ submit }) => (
              <TextField
                id="message-assignee"
                label={MESSAGES_TEXT.assignee}
                maxLength={MESSAGE_LIMITS.assignee}
                autoComplete="off"
                {...submit.field('assigned_to')}
              />
            )}
          </ActionForm>
          <ActionForm
            key={`status-${key}`}
            id="message-status"
            title={STATE_NAMES[message.status]}
            schema={statusSchema}
            defaults={{ status: message.status === 'new' ? 'in_progress' : 'new', version: message.version }}
            action={officeMessageActionPath(message.reference, 'status')}
            submitLabel={message.status === 'new' ? MESSAGES_TEXT.startWork : MESSAGES_TEXT.backToNew}
            variant="outline"
            onDone={onDone}
            onStale={onStale}
          />
          <ActionForm
            key={`close-${key}`}
            id="message-close"
            title={MESSAGES_TEXT.closeTitle}
            schema={closeSchema}
            defaults={{ reply: '', version: message.version }}
            action={officeMessageActionPath(message.reference, 'close')}
            submitLabel={MESSAGES_TEXT.close}
            onDone={onDone}
            onStale={onStale}
          >
            {({ submit }) => (
              <TextField
                id="message-reply"
                multiline
                rows={5}
                label={MESSAGES_TEXT.replyLabel}
                hint={message.mail_reply ? MESSAGES_TEXT.replyByMail : MESSAGES_TEXT.replyOnPage}
                maxLength={MESSAGE_LIMITS.reply}
                required
                {...submit.field('reply')}
              />
            )}
          </ActionForm>
        </>
      )}
    </section>
  );
}

function Notes({ message, onDone, onStale }: { message: MessageDetail; onDone: Done; onStale: Stale }) {
  return (
    <section aria-labelledby="message-notes">
      <h2 id="message-notes">{MESSAGES_TEXT.notesTitle}</h2>
      {message.notes.length === 0 ? (
        <p>{MESSAGES_TEXT.notesNone}</p>
      ) : (
        <ul>
          {message.notes.map((note, index) => (
            <li key={index}>
              <span className={styles.preLine}>{note.note}</span>{' '}
              <span className={styles.note}>— {MESSAGES_TEXT.noteBy(note.written_by, note.written_at)}</span>
            </li>
          ))}
        </ul>
      )}
      <ActionForm
        key={`note-${message.notes.length}`}
        id="message-note"
        title={MESSAGES_TEXT.addNote}
        schema={noteSchema}
        defaults={{ note: '' }}
        action={officeMessageActionPath(message.reference, 'note')}
        submitLabel={MESSAGES_TEXT.addNote}
        variant="outline"
        onDone={onDone}
        onStale={onStale}
      >
        {({ submit }) => (
          <TextField
            id="message-note-text"
            multiline
            rows={3}
            label={MESSAGES_TEXT.noteLabel}
            maxLength={MESSAGE_LIMITS.note}
            required
            {...submit.field('note')}
          />
        )}
      </ActionForm>
    </section>
  );
}

/** `/office/grievances/:reference`: the message, where it stands, the officer's actions and notes. */
export function MessageView({ reference }: { reference: string }) {
  const message = useResource(
    (signal) => getJson(officeMessagePath(reference), messageAnswerSchema, signal),
    [reference],
  );
  const [shown, setShown] = useState<MessageDetail | null>(null);
  const [note, setNote] = useState<'saved' | 'stale' | null>(null);
  const done: Done = (next) => {
    setShown(next);
    setNote('saved');
  };
  const reload = () => {
    setShown(null);
    setNote(null);
    message.reload();
  };
  return (
    <>
      <p>
        <Link to={MESSAGES_OFFICE_PAGES.inbox.path}>{MESSAGES_TEXT.backToInbox}</Link>
      </p>
      {note === 'stale' && (
        <Alert tone="warning" action={<Button onClick={reload}>{MESSAGES_TEXT.reload}</Button>}>
          <p>{MESSAGES_TEXT.stale}</p>
        </Alert>
      )}
      {note === 'saved' && (
        <Alert tone="success">
          <p>{MESSAGES_TEXT.saved}</p>
        </Alert>
      )}
      <Loaded resource={message} loading={MESSAGES_TEXT.messageLoading} failed={MESSAGES_TEXT.messageLoadFailed}>
        {({ data }) => {
          // After an action the service answers the message as it now is: shown without a new read.
          const current = shown && shown.reference === data.reference ? shown : data;
          return (
            <>
              <Sent message={current} />
              <Work message={current} onDone={done} onStale={() => setNote('stale')} />
              <Notes message={current} onDone={done} onStale={() => setNote('stale')} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
