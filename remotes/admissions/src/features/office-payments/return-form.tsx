import { SubmitProblems } from '@college/remote-kit';
import * as v from 'valibot';
import { Button, TextField } from '@college/design-system';
import { officePost, useOfficeForm } from '@college/remote-kit/office';
import {
  type OfficePayment,
  paymentChangeAnswerSchema,
  returnPaymentPath,
  returnPaymentSchema,
} from '@college/admissions-service/office/payments';
import { PAYMENTS_TEXT } from './payments-text';
import styles from './payments.module.css';

const reasonSchema = v.object({ reason: returnPaymentSchema.entries.reason });

/** Sends a claim back with its reason (required), naming the version the accountant saw. */
export function ReturnForm({
  payment,
  onDone,
  onCancel,
}: {
  payment: OfficePayment;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { submit } = useOfficeForm(
    reasonSchema,
    { reason: '' },
    {
      notSent: PAYMENTS_TEXT.notSent,
      send: ({ reason }, csrfToken) =>
        officePost(
          returnPaymentPath(payment.application_no),
          { version: payment.version, reason },
          paymentChangeAnswerSchema,
          csrfToken,
        ),
      onSent: (answer) => onDone(`${payment.application_no}: ${answer.message}`),
    },
  );
  const id = `return-${payment.application_no}`;
  return (
    <form
      className={styles.form}
      aria-label={PAYMENTS_TEXT.returnForm(payment.application_no)}
      noValidate
      onSubmit={submit.onSubmit}
    >
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField id={id} label={PAYMENTS_TEXT.reasonLabel} multiline rows={2} required {...submit.field('reason')} />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={submit.sending}>
            {PAYMENTS_TEXT.returnSend}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {PAYMENTS_TEXT.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
