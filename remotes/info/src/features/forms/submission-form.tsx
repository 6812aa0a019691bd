import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Alert, Button, ErrorSummary, Link, ScriptRequired, useCatalogue, useHydrated } from '@college/design-system';
import type { FieldValues } from 'react-hook-form';
import { HoneypotField } from './honeypot-field';
import type { SubmissionFormApi } from './use-submission-form';
import messages from './forms.messages.json';
import styles from './submission-form.module.css';

export interface SubmissionFormProps<Input extends FieldValues, Output> {
  /** What useSubmissionForm returned. */
  submission: SubmissionFormApi<Input, Output>;
  /** Accessible name of the form, e.g. "Feedback form". */
  label: string;
  /** The button's words; "Submit" in the page's language by default. */
  submitLabel?: string;
  /** Line above the fields; "All fields are required." in the page's language by default. */
  note?: ReactNode;
  /** The fields, in screen order. */
  children: ReactNode;
  /**
   * What the reference number is for: looking the message up on /message-status (with the e-mail or
   * phone the form asked for), or only quoting it to the office (a form that asks for neither).
   */
  reference?: 'status' | 'quote';
}

/**
 * The frame every public form shares: the error summary of the last failed submit, the fields,
 * the honeypot, the outcome of the last attempt next to the submit button (where the eye is after
 * pressing it), and the button itself.
 */
export function SubmissionForm<Input extends FieldValues, Output>({
  submission,
  label,
  submitLabel,
  note,
  children,
  reference = 'status',
}: SubmissionFormProps<Input, Output>) {
  const { text } = useCatalogue(messages);
  const { onSubmit, honeypot, outcome, sending, problems, failedAttempts } = submission;
  // The page arrives as prerendered HTML: until its script runs the form cannot check or send
  // anything, so its fields stay disabled (nothing typed is lost, nothing goes into a URL).
  const hydrated = useHydrated();
  // Sent: the confirmation takes the form's place (the reference number where the eye is, the
  // emptied form not mistaken for an unsent one), focused, with the way to another message.
  if (outcome?.tone === 'success')
    return (
      <SentConfirmation
        message={outcome.message}
        reference={outcome.reference}
        referenceUse={reference}
        onAnother={submission.sendAnother}
      />
    );
  return (
    // noValidate: the schema's messages ("Enter your name"…) under each field, not the browser's bubbles.
    <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
      <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
      <ErrorSummary errors={problems} focusKey={failedAttempts} />
      <p className={styles.note}>{note ?? text('allRequired')}</p>
      <fieldset className={styles.fields} disabled={!hydrated}>
        {children}
        <HoneypotField registration={honeypot} />
        {outcome?.tone === 'danger' && (
          <Alert className={styles.outcome} tone="danger">
            <p>{outcome.message}</p>
            <p>{text('stillThere')}</p>
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {submitLabel ?? text('submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function SentConfirmation({
  message,
  reference,
  referenceUse,
  onAnother,
}: {
  message: string;
  reference?: string;
  referenceUse: 'status' | 'quote';
  onAnother: () => void;
}) {
  const { t, text } = useCatalogue(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby="form-sent-heading">
      <Alert tone="success" role="none">
        <h2 id="form-sent-heading" ref={heading} tabIndex={-1} className={styles.sentTitle}>
          {text('sentTitle')}
        </h2>
        <p>{message}</p>
        {reference && (
          <p>
            {referenceUse === 'status' ? t('referenceNumber', { reference }) : t('referenceToQuote', { reference })}
          </p>
        )}
      </Alert>
      <div className={styles.actions}>
        {reference && referenceUse === 'status' && (
          <Button as={Link} to="/message-status">
            {text('checkStatus')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onAnother}>
          {text('sendAnother')}
        </Button>
      </div>
    </section>
  );
}
