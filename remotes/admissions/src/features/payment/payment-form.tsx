import { useState } from 'react';
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
import { ApiError, postFormWithProgress, SITE } from '@college/remote-kit';
import {
  PAYMENT_FAILED,
  PAYMENT_MODES,
  paymentFieldsSchema,
  SAVE_PAYMENT_PATH,
  savePaymentResponseSchema,
  SCREENSHOT_RULE,
} from '@college/admissions-service/contract';
import { type PaymentHandover, paymentHandover, paymentReceipt } from '../shared/payment-session';
import { accessCodeFact, KeepAccessCode } from '../shared/access-code';
import { formProblems } from '../shared/form-problems';
import { PAY_LATER_NOTE } from './payment-text';
import styles from './payment.module.css';
import { UpiQrCode } from './upi-qr-code';

type Values = { id: string; mode: string; amount: string; trans_no: string; screenshot?: FileList };
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
const ORDER: FieldName[] = ['mode', 'amount', 'trans_no', 'screenshot'];

/** A UPI payment link: on a phone it opens the applicant's UPI app with payee and amount filled in. */
export const upiLink = (upiId: string, payee: string, amount: number, note: string) =>
  `upi://pay?${new URLSearchParams({ pa: upiId, pn: payee, am: amount.toFixed(2), cu: 'INR', tn: note })}`;

/** The fee payment of one submitted application: cash at the office or UPI, or pay later. */
export function PaymentForm({ handover }: { handover: PaymentHandover }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [notSent, setNotSent] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<Values>({
    resolver: valibotResolver(paymentFieldsSchema) as never,
    defaultValues: { id: String(handover.id), mode: '', amount: '', trans_no: '' },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const mode = useWatch({ control, name: 'mode' });
  const { errorOf, problems } = formProblems(formState.errors, ORDER, (name) => FIELD_IDS[name], (name) => LABELS[name]);

  const modeRegistration = register('mode');
  const onModeChange: typeof modeRegistration.onChange = (event) => {
    // Another mode starts the payment afresh (spec): amount, reference and screenshot cleared.
    setValue('amount', '');
    setValue('trans_no', '');
    setValue('screenshot', undefined);
    return modeRegistration.onChange(event);
  };

  const submit = async (values: Values) => {
    setNotSent(null);
    const body = new FormData();
    body.set('id', values.id);
    // The proof that this tab holds the application: without it the service knows no application.
    body.set('token', handover.payment_token);
    body.set('mode', values.mode);
    body.set('amount', values.amount);
    body.set('trans_no', values.mode === 'cash' ? '0' : values.trans_no);
    const screenshot = values.screenshot?.[0];
    if (values.mode === 'online' && screenshot) body.set('screenshot', screenshot);
    setProgress(0);
    try {
      const reply = await postFormWithProgress(SAVE_PAYMENT_PATH, body, savePaymentResponseSchema, setProgress);
      const receipt = { ...reply.data, dob: handover.dob, access_code: handover.access_code };
      paymentReceipt.write(receipt);
      paymentHandover.clear();
      toast.show(reply.message, 'success');
      navigate('/success', { state: receipt });
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      toast.show(failure?.message || PAYMENT_FAILED, 'danger');
      const fields = ORDER.filter((name) => typeof failure?.fieldErrors[name] === 'string');
      for (const name of fields) setError(name, { type: 'server', message: failure!.fieldErrors[name] });
      if (fields.length > 0) setFailedAttempts((n) => n + 1);
      else setNotSent(failure?.message || PAYMENT_FAILED);
    } finally {
      setProgress(null);
    }
  };
  const onSubmit = handleSubmit(submit, () => setFailedAttempts((n) => n + 1));
  const sending = progress !== null;

  return (
    <form className={styles.form} aria-label="Fee payment" noValidate onSubmit={onSubmit}>
      <ScriptRequired>Please turn on JavaScript in your browser to pay online, or pay at the college office.</ScriptRequired>
      <ErrorSummary errors={problems} focusKey={failedAttempts} />
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
          {sending && `Sending your payment… ${Math.round((progress ?? 0) * 100)}%`}
        </div>
        {notSent && (
          <Alert tone="danger" title="Payment not recorded">
            <p>{notSent}</p>
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            Submit Payment
          </Button>
          <Button type="button" variant="outline" onClick={() => navigate('/')}>
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
