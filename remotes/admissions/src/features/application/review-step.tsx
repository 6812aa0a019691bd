import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, ErrorSummary } from '@college/design-system';
import { REVIEW_TEXT } from './field-labels';
import type { ApplicationFormOutput } from './form-schema';
import type { ApplicationLookups } from './lookups';
import { reviewSections } from './review-rows';
import styles from './review-step.module.css';

const DECLARATION_ID = 'admission-declaration';
const PROGRESS_ID = 'admission-review-progress';
const HEADING_ID = 'admission-review-heading';

export interface ReviewStepProps {
  /** The checked application, as it will be sent. */
  values: ApplicationFormOutput;
  lookups: ApplicationLookups;
  /** Back to the form, everything kept. */
  onEdit: () => void;
  /** Sends the application: called only once the declaration is ticked. */
  onSend: () => void;
  sending: boolean;
  /** The share sent so far (0 to 1). */
  progress: number;
  /** Why the last attempt was not sent, when no field is to blame. */
  failure?: string;
}

/**
 * Everything entered, shown as the applicant chose it, with the declaration to tick: nothing is
 * sent before "Submit application". Its heading takes focus when it opens.
 */
export function ReviewStep({ values, lookups, onEdit, onSend, sending, progress, failure }: ReviewStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [declared, setDeclared] = useState(false);
  const [missing, setMissing] = useState(false);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!declared) {
      setMissing(true);
      setAttempts((count) => count + 1);
      return;
    }
    onSend();
  };
  const problems = missing
    ? [{ fieldId: DECLARATION_ID, label: REVIEW_TEXT.declarationShort, message: REVIEW_TEXT.declarationMissing }]
    : [];

  return (
    <form className={styles.review} aria-labelledby={HEADING_ID} noValidate onSubmit={submit}>
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className={styles.heading}>
        {REVIEW_TEXT.heading}
      </h2>
      <ErrorSummary errors={problems} focusKey={attempts} />
      <p className={styles.intro}>{REVIEW_TEXT.intro}</p>
      {reviewSections(values, lookups).map((section) => (
        <Card key={section.title} title={section.title} as="h3" className={styles.section}>
          <dl className={styles.answers}>
            {section.rows.map((row) => (
              <div key={row.name} className={styles.answer}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <Checkbox
        id={DECLARATION_ID}
        label={REVIEW_TEXT.declaration}
        checked={declared}
        disabled={sending}
        error={missing ? REVIEW_TEXT.declarationMissing : undefined}
        onChange={(event) => {
          setDeclared(event.target.checked);
          if (event.target.checked) setMissing(false);
        }}
      />
      <div role="status" className={styles.progress}>
        {sending && (
          <>
            <label htmlFor={PROGRESS_ID}>{REVIEW_TEXT.sending(progress)}</label>
            <progress id={PROGRESS_ID} max={1} value={progress} />
          </>
        )}
      </div>
      {failure && (
        <Alert tone="danger" title={REVIEW_TEXT.notSent}>
          <p>{failure}</p>
          <p>{REVIEW_TEXT.kept}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={sending} onClick={onEdit}>
          {REVIEW_TEXT.edit}
        </Button>
        <Button type="submit" loading={sending}>
          {REVIEW_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
