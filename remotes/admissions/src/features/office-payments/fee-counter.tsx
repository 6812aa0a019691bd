import { rupees } from '@college/settings/format';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Alert, Button, KeyFacts, Link, Spinner, TextField, useLocation, useNavigate } from '@college/design-system';
import { ApiError, getJson, useResource, SubmitProblems } from '@college/remote-kit';
import { officePost, useOfficeForm, useRefusedRead } from '@college/remote-kit/office';
import { APPLICATION_NUMBER, FEE_NOT_PAID_TEXT, PAYMENT_STATE_TEXT } from '@college/admissions-service/contract';
import {
  type CounterApplication,
  counterAnswerSchema,
  counterReceiptPath,
  counterReceiptSchema,
  type OfficePayment,
  officePaymentPath,
  paymentChangeAnswerSchema,
  undoVerificationPath,
  undoVerificationSchema,
} from '@college/admissions-service/office/payments';
import { PayableMatches } from './payable-search';
import { COUNTER_TEXT, PAYMENTS_TEXT } from './payments-text';
import { ReceiptSlip } from './receipt-slip';
import { useNameOf } from './use-name-of';
import styles from './payments.module.css';

const F = COUNTER_TEXT.facts;
const receiptSchema = v.object({ receipt_no: counterReceiptSchema.entries.receipt_no });
const undoSchema = v.object({ reason: undoVerificationSchema.entries.reason });

/**
 * A paid fee taken back (a receipt for the wrong applicant, a payment not in the statement after
 * all): asked first, saying what happens, with the reason the audit log keeps.
 */
function UndoForm({
  application,
  version,
  onUndone,
}: {
  application: CounterApplication;
  version: number;
  onUndone: (payment: OfficePayment) => void;
}) {
  const [asked, setAsked] = useState(false);
  const { submit } = useOfficeForm(
    undoSchema,
    { reason: '' },
    {
      notSent: COUNTER_TEXT.undo.notSent,
      send: ({ reason }, csrfToken) =>
        officePost(
          undoVerificationPath(application.application_no),
          { version, reason },
          paymentChangeAnswerSchema,
          csrfToken,
        ),
      onSent: (answer) => onUndone(answer.data),
    },
  );
  if (!asked)
    return (
      <Button variant="outline" onClick={() => setAsked(true)}>
        {COUNTER_TEXT.undo.open}
      </Button>
    );
  return (
    <form className={styles.form} aria-label={COUNTER_TEXT.undo.form} noValidate onSubmit={submit.onSubmit}>
      <p>{COUNTER_TEXT.undo.what}</p>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="counter-undo-reason"
          label={COUNTER_TEXT.undo.reason}
          multiline
          rows={2}
          required
          {...submit.field('reason')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submit.sending}>
            {COUNTER_TEXT.undo.confirm}
          </Button>
          <Button variant="outline" onClick={() => setAsked(false)}>
            {COUNTER_TEXT.undo.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The receipt form: the cash taken, its receipt number; the payment version the accountant saw goes with it. */
function ReceiptForm({
  application,
  onRecorded,
}: {
  application: CounterApplication;
  onRecorded: (payment: OfficePayment) => void;
}) {
  const { submit } = useOfficeForm(
    receiptSchema,
    { receipt_no: '' },
    {
      notSent: COUNTER_TEXT.notSent,
      send: ({ receipt_no }, csrfToken) =>
        officePost(
          counterReceiptPath(application.application_no),
          { version: application.version, receipt_no },
          paymentChangeAnswerSchema,
          csrfToken,
        ),
      onSent: (answer) => onRecorded(answer.data),
    },
  );
  return (
    <form className={styles.form} aria-label={COUNTER_TEXT.record} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="counter-receipt"
          label={COUNTER_TEXT.receiptLabel}
          hint={COUNTER_TEXT.receiptHint}
          required
          autoComplete="off"
          maxLength={30}
          {...submit.field('receipt_no')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {COUNTER_TEXT.record}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * `/office/accounts/counter`: find an application by number (`?application=`), or by name or part
 * of a number among those whose fee can be taken (`?q=`), take the cash, print the slip.
 */
export function FeeCounter({ listPath }: { listPath: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const number = (params.get('application') ?? '').trim().toUpperCase();
  const q = number ? '' : (params.get('q') ?? '').trim();
  const found = useResource(
    (signal) => (number ? getJson(officePaymentPath(number), counterAnswerSchema, signal) : Promise.resolve(null)),
    [number],
  );
  const refusedRead = useRefusedRead(found.status === 'error' ? found.error : null);
  const [recorded, setRecorded] = useState<OfficePayment | null>(null);
  const [undone, setUndone] = useState(false);
  // The slip names the person who took the cash, even when another prints it again.
  const nameOf = useNameOf();

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('application') ?? '').trim();
    setRecorded(null);
    setUndone(false);
    // A whole number opens that application (any, paid or not); anything else is searched.
    const whole = APPLICATION_NUMBER.test(typed.toUpperCase());
    navigate(
      !typed
        ? pathname
        : whole
          ? `${pathname}?application=${encodeURIComponent(typed.toUpperCase())}`
          : `${pathname}?q=${encodeURIComponent(typed)}`,
    );
  };

  const application = found.status === 'ready' ? found.data?.data : undefined;
  const payment = recorded ?? application?.payment ?? null;
  // A cash receipt already recorded can be printed again.
  const slip = payment?.state === 'verified' && payment.mode === 'cash' && payment.receipt_no ? payment : null;
  return (
    <>
      <p className={styles.intro} data-print-hidden="">
        {COUNTER_TEXT.intro}
      </p>
      <p data-print-hidden="">
        <Link to={listPath}>{PAYMENTS_TEXT.toList}</Link>
      </p>
      <form
        className={styles.filters}
        role="search"
        aria-label={COUNTER_TEXT.find}
        onSubmit={find}
        key={`${number}|${q}`}
        data-print-hidden=""
      >
        <TextField
          id="counter-application"
          name="application"
          label={COUNTER_TEXT.numberLabel}
          hint={COUNTER_TEXT.numberHint}
          defaultValue={number || q}
          autoComplete="off"
          maxLength={100}
        />
        <Button type="submit">{COUNTER_TEXT.find}</Button>
      </form>
      {q && (
        <div data-print-hidden="">
          <PayableMatches
            q={q}
            purpose="cash"
            caption={COUNTER_TEXT.matchesCaption(q)}
            pick={(match) => (
              <Link
                to={`${pathname}?application=${encodeURIComponent(match.application_no)}`}
                aria-label={COUNTER_TEXT.takeFeeOf(match.application_no)}
              >
                {COUNTER_TEXT.takeFee}
              </Link>
            )}
          />
        </div>
      )}
      {found.status === 'loading' && <Spinner label={COUNTER_TEXT.find} />}
      {found.status === 'error' && !refusedRead && (
        <Alert tone="danger" data-print-hidden="">
          {found.error instanceof ApiError ? found.error.message : COUNTER_TEXT.notFound}
        </Alert>
      )}
      {application && (
        <section aria-labelledby="counter-application-title" data-print-hidden="">
          <h2 id="counter-application-title">{COUNTER_TEXT.detailsTitle}</h2>
          <KeyFacts
            facts={[
              { label: F.application, value: application.application_no },
              { label: F.name, value: application.name },
              { label: F.father, value: application.father },
              { label: F.course, value: application.course },
              { label: F.fee, value: application.fee ? rupees(application.fee) : '–' },
              { label: F.state, value: payment ? PAYMENT_STATE_TEXT[payment.state] : FEE_NOT_PAID_TEXT },
            ]}
          />
          {!recorded && payment?.state === 'verified' && !slip && <Alert tone="info">{COUNTER_TEXT.alreadyPaid}</Alert>}
          {undone && <Alert tone="success">{COUNTER_TEXT.undo.done}</Alert>}
          {!recorded && payment?.state === 'verified' && (
            <UndoForm
              key={payment.version}
              application={application}
              version={payment.version}
              onUndone={() => {
                setUndone(true);
                found.reload();
              }}
            />
          )}
          {!recorded && payment?.state === 'claimed' && <Alert tone="warning">{COUNTER_TEXT.claimPending}</Alert>}
          {!recorded && (!payment || payment.state === 'due_at_counter' || payment.state === 'returned') && (
            <ReceiptForm application={application} onRecorded={setRecorded} />
          )}
        </section>
      )}
      {slip && (
        <>
          {recorded && (
            <Alert tone="success" data-print-hidden="">
              {COUNTER_TEXT.recorded(recorded.application_no)}
            </Alert>
          )}
          <ReceiptSlip payment={slip} receivedBy={nameOf(slip.confirmed_by, slip.confirmed_by_name)} />
          <div className={styles.actions} data-print-hidden="">
            <Button onClick={() => window.print()}>{COUNTER_TEXT.print}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setRecorded(null);
                navigate(pathname);
              }}
            >
              {COUNTER_TEXT.next}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
