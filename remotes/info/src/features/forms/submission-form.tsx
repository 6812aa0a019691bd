import type { ReactNode } from 'react';
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
}: SubmissionFormProps<Input, Output>) {
  const { t, text } = useCatalogue(messages);
  const { onSubmit, honeypot, outcome, sending, problems, failedAttempts } = submission;
  // The page arrives as prerendered HTML: until its script runs the form cannot check or send
  // anything, so its fields stay disabled (nothing typed is lost, nothing goes into a URL).
  const hydrated = useHydrated();
  return (
    // noValidate: the schema's messages ('Fill value'…) under each field, not the browser's bubbles.
    <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
      <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
      <ErrorSummary errors={problems} focusKey={failedAttempts} />
      <p className={styles.note}>{note ?? text('allRequired')}</p>
      <fieldset className={styles.fields} disabled={!hydrated}>
        {children}
        <HoneypotField registration={honeypot} />
        {/* Always in the page, so screen readers announce the success message when it arrives (a live
          region added together with its text is often missed). The Alert inside is not a second one. */}
        <div role="status">
          {outcome?.tone === 'success' && (
            <Alert className={styles.outcome} tone="success" role="none">
              <p>{outcome.message}</p>
              {/* Something to quote, and to see the message's state and the college's reply with. */}
              {outcome.reference && (
                <p>
                  {t('referenceNumber', {
                    reference: outcome.reference,
                    link: (chunks) => <Link to="/message-status">{chunks}</Link>,
                  })}
                </p>
              )}
            </Alert>
          )}
        </div>
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
