import { useState } from 'react';
import { Alert, Button, KeyFacts, Link, TextField } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { collegeTime, Loaded } from '@college/remote-kit/office';
import {
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
import { ActionForm, type Done, type Stale } from './action-form';
import { AssignForm, loadAssignees } from './assign-form';
import { CloseForm } from './close-form';
import { MESSAGES_OFFICE_PAGES } from './messages-pages';
import { MESSAGES_TEXT } from './messages-text';
import styles from '../shared/office-room.module.css';

function Sent({ message }: { message: MessageDetail }) {
  return (
    <section aria-labelledby="message-sent">
      <h2 id="message-sent">{MESSAGES_TEXT.sentTitle}</h2>
      <KeyFacts
        facts={[
          { label: MESSAGES_TEXT.kind, value: KIND_NAMES[message.kind] },
          { label: MESSAGES_TEXT.received, value: collegeTime(message.created_at, 'day') },
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
  const assignees = useResource(loadAssignees, []);
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
          <h4>{MESSAGES_TEXT.replyGiven}</h4>
          <p>
            {message.mail_reply && message.email
              ? MESSAGES_TEXT.repliedByMail(message.email)
              : MESSAGES_TEXT.repliedOnPage}
          </p>
          <blockquote className={styles.preLine}>{message.reply}</blockquote>
        </>
      ) : (
        <>
          <AssignForm
            key={`assign-${key}-${assignees.status}`}
            message={message}
            assignees={assignees}
            onDone={onDone}
            onStale={onStale}
          />
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
          <CloseForm key={`close-${key}`} message={message} onDone={onDone} onStale={onStale} />
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
  // What else happened after the save (the assignee told by e-mail, or why not).
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const done: Done = (next, after) => {
    setShown(next);
    setNote('saved');
    setSavedNote(after ?? null);
  };
  const reload = () => {
    setShown(null);
    setNote(null);
    setSavedNote(null);
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
          {savedNote && <p>{savedNote}</p>}
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
