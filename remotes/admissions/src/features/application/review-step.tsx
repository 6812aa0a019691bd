import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, ErrorSummary, useCatalogue } from '@college/design-system';
import { usePreviewUrl } from '@college/remote-kit';
import type { ApplicationFormOutput } from './form-schema';
import type { ApplicationLookups } from './lookups';
import { reviewSections } from './review-rows';
import type { FormWords } from './sections/form-context';
import messages from './review-step.messages.json';
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
  words: FormWords;
}

/** A photo or signature at the size the printed form gives it (30 × 36 mm), so it can be judged. */
function ReviewImage({ file, alt }: { file: File; alt: string }) {
  const url = usePreviewUrl(file);
  return <span className={styles.image}>{url && <img src={url} alt={alt} />}</span>;
}

/**
 * Everything entered, shown as the applicant chose it, with the declaration to tick: nothing is
 * sent before "Submit application". Its heading takes focus when it opens.
 */
export function ReviewStep({ values, lookups, onEdit, onSend, sending, progress, failure, words }: ReviewStepProps) {
  const { text } = useCatalogue(messages);
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
    ? [{ fieldId: DECLARATION_ID, label: text('declarationShort'), message: text('declarationMissing') }]
    : [];

  return (
    <form className={styles.review} aria-labelledby={HEADING_ID} noValidate onSubmit={submit}>
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className={styles.heading}>
        {text('heading')}
      </h2>
      <ErrorSummary errors={problems} focusKey={attempts} />
      <p className={styles.intro}>{text('intro')}</p>
      {reviewSections(values, lookups, words).map((section) => (
        <Card key={section.title} title={section.title} as="h3" className={styles.section}>
          <dl className={styles.answers}>
            {section.rows.map((row) => (
              <div key={row.name} className={styles.answer}>
                <dt>{row.label}</dt>
                <dd lang={row.lang}>
                  {row.image && <ReviewImage file={row.image} alt={text('imageAlt', { label: row.label })} />}
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <Checkbox
        id={DECLARATION_ID}
        label={text('declaration')}
        checked={declared}
        disabled={sending}
        error={missing ? text('declarationMissing') : undefined}
        onChange={(event) => {
          setDeclared(event.target.checked);
          if (event.target.checked) setMissing(false);
        }}
      />
      <div role="status" className={styles.progress}>
        {sending && (
          <>
            <label htmlFor={PROGRESS_ID}>{text('sending', { percent: Math.round(progress * 100) })}</label>
            <progress id={PROGRESS_ID} max={1} value={progress} />
          </>
        )}
      </div>
      {failure && (
        <Alert tone="danger" title={text('notSent')}>
          <p>{failure}</p>
          <p>{text('kept')}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={sending} onClick={onEdit}>
          {text('edit')}
        </Button>
        <Button type="submit" loading={sending}>
          {text('submit')}
        </Button>
      </div>
    </form>
  );
}
