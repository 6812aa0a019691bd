import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField } from '@college/design-system';
import { allProblems, ApiError, SUBMIT_FORM_SETTINGS, SubmitProblems, useSubmitForm } from '@college/remote-kit';
import { type KeptForm, KeptTypingNote, officePost, useKeptTyping, useOfficeSession } from '@college/remote-kit/office';
import {
  type CloseInput,
  closeSchema,
  MESSAGE_LIMITS,
  type MessageDetail,
  messageAnswerSchema,
  officeMessageActionPath,
} from '@college/info-service/office/messages';
import type { Done, Stale } from './action-form';
import { MESSAGES_TEXT } from './messages-text';
import styles from '../shared/office-room.module.css';

type CloseOutput = { reply: string; version: number };

/**
 * Closing is final (the reply goes out and can never be changed): the checked reply is shown first
 * as the sender will get it, and only "Close it…" there sends it. Back returns to the text as typed.
 */
export function CloseForm({ message, onDone, onStale }: { message: MessageDetail; onDone: Done; onStale: Stale }) {
  const action = officeMessageActionPath(message.reference, 'close');
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<CloseInput, unknown, CloseOutput>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(closeSchema)) as unknown as Resolver<CloseInput, unknown, CloseOutput>,
    defaultValues: { reply: '', version: message.version },
  });
  // Same key as before the review step, so a reply kept from an ended session still comes back.
  const kept = useKeptTyping(form as unknown as KeptForm, action);
  const [review, setReview] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const backToText = useRef(false);
  // Focus follows the step: the review's heading, then (after Back) the reply again.
  useEffect(() => {
    if (review !== null) heading.current?.focus();
    else if (backToText.current) form.setFocus('reply');
    backToText.current = false;
  }, [review, form]);
  const submit = useSubmitForm(form, {
    notSent: MESSAGES_TEXT.notSaved,
    // The first passing check opens the review; its own button sends the very reply it shows.
    readyToSend: (values) => {
      if (review === values.reply) return true;
      setReview(values.reply);
      return false;
    },
    send: (values) => officePost(action, values, messageAnswerSchema, csrfToken),
    onSent: (answer) => {
      kept.clear();
      onDone(answer.data);
    },
    onFailed: (failure) => {
      setReview(null);
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale();
    },
  });
  return (
    <form className={styles.form} aria-labelledby="message-close" noValidate onSubmit={submit.onSubmit}>
      <h3 id="message-close">{MESSAGES_TEXT.closeTitle}</h3>
      {kept.restored && <KeptTypingNote />}
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        {/* Hidden, not removed, while it is reviewed: Back finds the text as it was. */}
        <div hidden={review !== null}>
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
        </div>
        {review === null ? (
          <div>
            <Button type="submit">{MESSAGES_TEXT.close}</Button>
          </div>
        ) : (
          <section aria-labelledby="message-close-review">
            <h4 id="message-close-review" ref={heading} tabIndex={-1}>
              {MESSAGES_TEXT.reviewTitle}
            </h4>
            <p>
              {message.mail_reply && message.email
                ? MESSAGES_TEXT.reviewByMail(message.email)
                : MESSAGES_TEXT.reviewOnPage}
            </p>
            <blockquote className={styles.preLine}>{review}</blockquote>
            <p>
              <strong>{MESSAGES_TEXT.reviewFinal}</strong>
            </p>
            <div className={styles.actions}>
              <Button type="submit" loading={submit.sending}>
                {message.mail_reply ? MESSAGES_TEXT.confirmCloseMail : MESSAGES_TEXT.confirmClose}
              </Button>
              <Button
                variant="outline"
                disabled={submit.sending}
                onClick={() => {
                  backToText.current = true;
                  setReview(null);
                }}
              >
                {MESSAGES_TEXT.backToReply}
              </Button>
            </div>
          </section>
        )}
      </fieldset>
    </form>
  );
}
