import type { ReactNode } from 'react';
import { Button } from '@college/design-system';
import { ApiError, SubmitProblems } from '@college/remote-kit';
import { KeptTypingNote, officePost, useOfficeForm } from '@college/remote-kit/office';
import { type MessageDetail, messageAnswerSchema } from '@college/info-service/office/messages';
import { MESSAGES_TEXT } from './messages-text';
import styles from '../shared/office-room.module.css';

/** The message as saved, and what else happened after (e.g. whether the assignee was told by e-mail). */
export type Done = (next: MessageDetail, note?: string) => void;
export type Stale = () => void;

/** One action on the message: its small form, sent with the version read; a 409 says someone else changed it. */
export function ActionForm<Input extends Record<string, unknown>>({
  id,
  title,
  schema,
  defaults,
  action,
  toBody = (values) => values,
  after,
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
  /** The API's body from the checked values, when the form's fields are not the API's. */
  toBody?: (values: Input) => unknown;
  /**
   * Runs once the change is saved, before the form says so: a follow-up (telling the assignee)
   * whose note is shown with "Saved". It must not throw: the change stands whatever it does.
   */
  after?: (saved: MessageDetail, csrfToken: string) => Promise<string | undefined>;
  submitLabel: string;
  variant?: 'primary' | 'outline' | 'danger';
  onDone: Done;
  onStale: Stale;
  children?: (form: ReturnType<typeof useOfficeForm<Input, unknown>>) => ReactNode;
}) {
  const office = useOfficeForm<Input, { data: MessageDetail; note?: string }>(schema, defaults as never, {
    notSent: MESSAGES_TEXT.notSaved,
    send: async (values, csrfToken) => {
      const answer = await officePost(action, toBody(values), messageAnswerSchema, csrfToken);
      return { ...answer, note: after ? await after(answer.data, csrfToken) : undefined };
    },
    onSent: (answer) => onDone(answer.data, answer.note),
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) onStale();
    },
    // What is typed survives a session that ends meanwhile; the action's path names the message
    // and what is done to it.
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
