import { Alert, Button, TextField } from '@college/design-system';
import { SubmitProblems } from '@college/remote-kit';
import { officePost, useOfficeForm, useOfficeSession } from '@college/remote-kit/office';
import type { OfficeApplication } from '@college/admissions-service/contract';
import { VOID_ROLES, voidAnswerSchema, voidPath, voidSchema } from '@college/admissions-service/office/void';
import { day } from '../shared/application-fields';
import styles from './application.module.css';
import { VOID_TEXT } from './void-text';

export interface VoidControlProps {
  application: Pick<OfficeApplication, 'application_no' | 'version' | 'voided'>;
  /** After the void (or a refusal such as a newer version): the page loads the application again. */
  onChanged: () => void;
}

/**
 * The office's void of a squatted application: for a void one, who voided it, when and why; for a
 * standing one, to the admission officer only, the form with its required reason. The version sent
 * is the one the page shows (mount it keyed by that version, so a newer one starts afresh).
 */
export function VoidControl({ application, onChanged }: VoidControlProps) {
  const { has } = useOfficeSession();
  const { voided } = application;
  if (voided) {
    return (
      <Alert tone="warning" title={VOID_TEXT.voidedTitle}>
        <p>{VOID_TEXT.voidedBy(voided.by_name ?? voided.by, day(voided.at))}</p>
        <p>{VOID_TEXT.reasonShown(voided.reason)}</p>
      </Alert>
    );
  }
  if (!VOID_ROLES.some((role) => has(role))) return null;
  return <VoidForm application={application} onChanged={onChanged} />;
}

function VoidForm({ application, onChanged }: VoidControlProps) {
  const { submit } = useOfficeForm(
    voidSchema,
    { version: application.version, reason: '' },
    {
      notSent: VOID_TEXT.notSent,
      send: (values, csrfToken) =>
        officePost(voidPath(application.application_no), values, voidAnswerSchema, csrfToken),
      onSent: onChanged,
    },
  );
  return (
    <section className={styles.void} aria-labelledby="void-heading">
      <h2 id="void-heading">{VOID_TEXT.heading}</h2>
      <p>{VOID_TEXT.explain}</p>
      <form aria-label={VOID_TEXT.form} noValidate onSubmit={submit.onSubmit}>
        <SubmitProblems submit={submit} />
        <fieldset className={styles.voidFields} disabled={submit.sending}>
          <TextField
            id="void-reason"
            label={VOID_TEXT.reason}
            multiline
            rows={2}
            required
            {...submit.field('reason')}
          />
          <div>
            <Button type="submit" variant="danger" loading={submit.sending}>
              {VOID_TEXT.send}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
