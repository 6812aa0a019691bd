import { useState } from 'react';
import type * as v from 'valibot';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  ErrorSummary,
  FileInput,
  KeyFacts,
  Link,
  RadioGroup,
  ScriptRequired,
  TextField,
  useNavigate,
  useToast,
} from '@college/design-system';
import { allProblems, postFormWithProgress, SITE, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import {
  type PaymentInput,
  PAYMENT_FAILED,
  PAYMENT_MODES,
  paymentFieldsSchema,
  SAVE_PAYMENT_PATH,
  savePaymentResponseSchema,
  SCREENSHOT_RULE,
} from '@college/admissions-service/contract';
import { type PaymentHandover, paymentHandover, paymentReceipt } from '../shared/payment-session';
import { accessCodeFact, KeepAccessCode } from '../shared/access-code';
import { type FileValue, fileProblem, firstFile } from '../shared/file-rules';
import { PAY_LATER_NOTE, PAY_LATER_TEXT } from './payment-text';
import styles from './payment.module.css';
import { UpiQrCode } from './upi-qr-code';

type Values = PaymentInput & { screenshot?: FileValue };
type FieldName = 'mode' | 'amount' | 'trans_no' | 'screenshot';
const FIELD_IDS: Record<FieldName, string> = {
  mode: 'payment-mode',
  amount: 'payment-amount',
  trans_no: 'payment-trans-no',
  screenshot: 'payment-screenshot',
};
const LABELS: Record<FieldName, string> = {
  mode: 'Payment mode',
  amount: 'Amount (₹)',
  trans_no: 'UPI reference number',
  screenshot: SCREENSHOT_RULE.label,
};

/** The optional screenshot, checked (size, kind) with the other fields; the schema does not carry it. */
const paymentSchema = allProblems(paymentFieldsSchema, {
  files: (values: Values) => ({ screenshot: values.mode === 'online' ? fileProblem(values.screenshot, SCREENSHOT_RULE) : undefined }),
});

/** A UPI payment link: on a phone it opens the applicant's UPI app with payee and amount filled in. */
export const upiLink = (upiId: string, payee: string, amount: number, note: string) =>
  `upi://pay?${new URLSearchParams({ pa: upiId, pn: payee, am: amount.toFixed(2), cu: 'INR', tn: note })}`;

/** The fee payment of one submitted application: cash at the office or UPI, or pay later. */
export function PaymentForm({ handover }: { handover: PaymentHandover }) {
  const [later, setLater] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<Values, unknown, v.InferOutput<typeof paymentSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(paymentSchema),
    defaultValues: { id: String(handover.id), mode: '', amount: '', trans_no: '' },
  });
  const { register, control, setValue, getValues } = form;
  const mode = useWatch({ control, name: 'mode' });

  const submission = useSubmitForm(form, {
    labelOf: (name) => LABELS[name as FieldName],
    send: (values, onProgress) => {
      const body = new FormData();
      body.set('id', String(values.id));
      // The proof that this tab holds the application: without it the service knows no application.
      body.set('token', handover.payment_token);
      body.set('mode', values.mode);
      body.set('amount', String(values.amount));
      body.set('trans_no', values.mode === 'cash' ? '0' : values.trans_no);
      // Not part of the checked values (the contract's schema has no file): read from the input.
      const screenshot = firstFile(getValues('screenshot'));
      if (values.mode === 'online' && screenshot) body.set('screenshot', screenshot);
      return postFormWithProgress(SAVE_PAYMENT_PATH, body, savePaymentResponseSchema, onProgress);
    },
    onSent: (reply) => {
      const receipt = { ...reply.data, dob: handover.dob, access_code: handover.access_code };
      paymentReceipt.write(receipt);
      paymentHandover.clear();
      toast.show(reply.message, 'success');
      navigate('/success', { state: receipt });
    },
    onFailed: (failure) => toast.show(failure.reason || PAYMENT_FAILED, 'danger'),
  });
  const { errorOf, failure, sending } = submission;

  const modeRegistration = register('mode');
  const onModeChange: typeof modeRegistration.onChange = (event) => {
    // Another mode starts the payment afresh (spec): amount, reference and screenshot cleared.
    setValue('amount', '');
    setValue('trans_no', '');
    setValue('screenshot', undefined);
    return modeRegistration.onChange(event);
  };

  if (later) return <PayLater handover={handover} onPayNow={() => setLater(false)} />;

  return (
    <form className={styles.form} aria-label="Fee payment" noValidate onSubmit={submission.onSubmit}>
      <ScriptRequired>Please turn on JavaScript in your browser to pay online, or pay at the college office.</ScriptRequired>
      <ErrorSummary errors={submission.problems} focusKey={submission.focusKey} />
      <KeyFacts
        facts={[
          { label: 'Application number', value: handover.application_no },
          { label: 'Name', value: handover.name },
          { label: "Father's name", value: handover.father },
          { label: 'Course', value: handover.course },
          { label: 'Admission fee', value: `₹${handover.fee}` },
          accessCodeFact(handover.access_code),
        ]}
      />
      <KeepAccessCode />
      <fieldset className={styles.fields} disabled={sending}>
        <RadioGroup
          id={FIELD_IDS.mode}
          label={LABELS.mode}
          inline
          required
          options={PAYMENT_MODES.map((value) => ({ value, label: value === 'cash' ? 'Cash at the college office' : 'Online (UPI)' }))}
          error={errorOf('mode')}
          {...modeRegistration}
          onChange={onModeChange}
        />
        {mode === 'online' && (
          <Alert tone="info" title="Pay by UPI">
            <p>
              Pay ₹{handover.fee} to the college&apos;s UPI id <strong>{SITE.upiId}</strong> with any UPI app, then enter
              the 12-digit UPI reference number from the app below.
            </p>
            <UpiQrCode
              link={upiLink(SITE.upiId, SITE.name, handover.fee, handover.application_no)}
              label={`UPI QR code: pay ₹${handover.fee} to ${SITE.upiId}`}
            />
            <p>
              Scan it with any UPI app, or on this phone:{' '}
              <a href={upiLink(SITE.upiId, SITE.name, handover.fee, handover.application_no)}>Open my UPI app to pay ₹{handover.fee}</a>
            </p>
          </Alert>
        )}
        {mode !== '' && (
          <TextField
            id={FIELD_IDS.amount}
            label={LABELS.amount}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={`The admission fee for ${handover.course} is ₹${handover.fee}.`}
            error={errorOf('amount')}
            {...register('amount')}
          />
        )}
        {mode === 'online' && (
          <>
            <TextField
              id={FIELD_IDS.trans_no}
              label={LABELS.trans_no}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              required
              hint="12 digits, shown by your UPI app after paying"
              error={errorOf('trans_no')}
              {...register('trans_no')}
            />
            <FileInput
              id={FIELD_IDS.screenshot}
              label={LABELS.screenshot}
              hint={SCREENSHOT_RULE.hint}
              accept={SCREENSHOT_RULE.accept}
              error={errorOf('screenshot')}
              {...register('screenshot')}
            />
          </>
        )}
        <div role="status" className={styles.progress}>
          {sending && `Sending your payment… ${Math.round(submission.progress * 100)}%`}
        </div>
        {failure && !failure.atFields && (
          <Alert tone="danger" title="Payment not recorded">
            <p>{failure.reason || PAYMENT_FAILED}</p>
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            Submit Payment
          </Button>
          <Button type="button" variant="outline" onClick={() => setLater(true)}>
            Pay later
          </Button>
        </div>
        <p className={styles.note}>
          {PAY_LATER_NOTE.before} <Link to="/admission/status">{PAY_LATER_NOTE.link}</Link> {PAY_LATER_NOTE.after}
        </p>
      </fieldset>
    </form>
  );
}

/** "Pay later": the application number to write down and the way back to pay, not the home page. */
function PayLater({ handover, onPayNow }: { handover: PaymentHandover; onPayNow: () => void }) {
  return (
    <section aria-labelledby="pay-later-heading" data-acknowledgement="">
      <h2 id="pay-later-heading" tabIndex={-1}>
        {PAY_LATER_TEXT.heading}
      </h2>
      <p>{PAY_LATER_TEXT.intro}</p>
      <KeyFacts
        facts={[
          { label: 'Application number', value: handover.application_no },
          accessCodeFact(handover.access_code),
          { label: 'Name', value: handover.name },
          { label: 'Course', value: handover.course },
          { label: 'Admission fee', value: `₹${handover.fee}` },
        ]}
      />
      <KeepAccessCode />
      <div className={styles.actions} data-print-hidden="">
        <Button as={Link} to="/admission/status">
          {PAY_LATER_TEXT.statusLink}
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {PAY_LATER_TEXT.print}
        </Button>
        <Button type="button" variant="outline" onClick={onPayNow}>
          {PAY_LATER_TEXT.payNow}
        </Button>
        <Button as={Link} to="/" variant="outline">
          {PAY_LATER_TEXT.home}
        </Button>
      </div>
    </section>
  );
}
