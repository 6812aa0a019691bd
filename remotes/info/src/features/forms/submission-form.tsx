import type { ReactNode } from 'react';
import { Alert, Button } from '@college/design-system';
import type { FieldValues } from 'react-hook-form';
import { HoneypotField } from './honeypot-field';
import type { SubmissionFormApi } from './use-submission-form';
import styles from './submission-form.module.css';

export interface SubmissionFormProps<Input extends FieldValues, Output> {
  /** What useSubmissionForm returned. */
  submission: SubmissionFormApi<Input, Output>;
  /** Accessible name of the form, e.g. "Feedback form". */
  label: string;
  submitLabel?: string;
  /** Line above the fields. */
  note?: ReactNode;
  /** The fields, in screen order. */
  children: ReactNode;
}

/**
 * The frame every public form shares: the fields, the honeypot, the outcome of the last attempt
 * next to the submit button (where the eye is after pressing it), and the button itself.
 */
export function SubmissionForm<Input extends FieldValues, Output>({
  submission,
  label,
  submitLabel = 'Submit',
  note = 'All fields are required.',
  children,
}: SubmissionFormProps<Input, Output>) {
  const { onSubmit, honeypot, outcome, sending } = submission;
  return (
    // noValidate: the schema's messages ('Fill value'…) under each field, not the browser's bubbles.
    <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
      {note && <p className={styles.note}>{note}</p>}
      {children}
      <HoneypotField registration={honeypot} />
      {outcome && (
        <Alert className={styles.outcome} tone={outcome.tone}>
          <p>{outcome.message}</p>
          {outcome.tone === 'danger' && <p>What you typed is still in the form. Please try again.</p>}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
