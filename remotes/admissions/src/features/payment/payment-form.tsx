import { useState } from 'react';
import type * as v from 'valibot';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  ErrorSummary,
  KeyFacts,
  Link,
  RadioGroup,
  ScriptRequired,
  TextField,
  useCatalogue,
  useNavigate,
  useToast,
} from '@college/design-system';
import {
  allProblems,
  createPendingWork,
  DocumentFitInput,
  nameIn,
  PendingWorkProvider,
  postFormWithProgress,
  SITE,
  SUBMIT_FORM_SETTINGS,
  UPI_ID,
  useInLanguage,
  useSite,
  useSubmitForm,
  useSubmitInLanguage,
  waitingSubmit,
} from '@college/remote-kit';
import { rupees } from '@college/settings/format';
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
import { KeepAccessCode, useAccessCodeFact } from '../shared/access-code';
import { type FileValue, fileProblem, firstFile } from '../shared/file-rules';
import messages from './payment-form.messages.json';
import { usePaymentWords } from '../shared/payment-words';
import styles from './payment.module.css';
import { UpiQrCode } from './upi-qr-code';
import { CashAtCounter } from './cash-at-counter';

type Values = PaymentInput & { screenshot?: FileValue };
// The amount is the course's fee, sent as the service expects it but never typed: an applicant
// cannot get it wrong, and the fee shown is the fee asked.
type FieldName = 'mode' | 'amount' | 'trans_no' | 'screenshot';
const FIELD_IDS: Record<FieldName, string> = {
  mode: 'payment-mode',
  amount: 'payment-mode',
  trans_no: 'payment-trans-no',
  screenshot: 'payment-screenshot',
};
const LABEL_IDS = {
  mode: 'mode',
  amount: 'amount',
  trans_no: 'transNo',
  screenshot: 'screenshot',
} as const satisfies Record<FieldName, string>;

/** The optional screenshot, checked (size, kind) with the other fields; the schema does not carry it. */
const paymentSchema = allProblems(paymentFieldsSchema, {
  files: (values: Values) => ({
    screenshot: values.mode === 'online' ? fileProblem(values.screenshot, SCREENSHOT_RULE) : undefined,
  }),
});

/** The payee a UPI app shows: the college's name as the bank knows it (English, whatever the page). */
const SITE_PAYEE = SITE.name;

/** A UPI payment link: on a phone it opens the applicant's UPI app with payee and amount filled in. */
export const upiLink = (upiId: string, payee: string, amount: number, note: string) =>
  `upi://pay?${new URLSearchParams({ pa: upiId, pn: payee, am: amount.toFixed(2), cu: 'INR', tn: note })}`;

/** The fee payment of one submitted application: cash at the office or UPI, or pay later. */
export function PaymentForm({ handover }: { handover: PaymentHandover }) {
  const { t, text, lang } = useCatalogue(messages);
  const words = usePaymentWords();
  const accessCodeFact = useAccessCodeFact();
  const say = useInLanguage();
  const fee = rupees(handover.fee);
  const course = nameIn(handover.course, lang);
  const label = (name: FieldName) => text(LABEL_IDS[name]);
  const [later, setLater] = useState(false);
  // A phone's screenshot (often 2-3 MB) is fitted under the limit in the browser; Pay waits for it.
  const [pendingFits] = useState(createPendingWork);
  const helpPhone = useSite().helplines.admission;
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<Values, unknown, v.InferOutput<typeof paymentSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(paymentSchema),
    defaultValues: { id: String(handover.id), mode: '', amount: String(handover.fee), trans_no: '' },
  });
  const { register, control, setValue, getValues } = form;
  const mode = useWatch({ control, name: 'mode' });

  const submission = useSubmitInLanguage(
    useSubmitForm(form, {
      labelOf: (name) => label(name as FieldName),
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
      onFailed: (failure) => toast.show(failure.reason || say(PAYMENT_FAILED), 'danger'),
    }),
  );
  const { errorOf, failure, sending } = submission;

  const modeRegistration = register('mode');
  const onModeChange: typeof modeRegistration.onChange = (event) => {
    // Another mode starts the payment afresh: reference and screenshot cleared.
    setValue('trans_no', '');
    setValue('screenshot', undefined);
    return modeRegistration.onChange(event);
  };

  if (later) return <PayLater handover={handover} onPayNow={() => setLater(false)} />;

  return (
    <PendingWorkProvider work={pendingFits}>
      <form
        className={styles.form}
        aria-label={text('formName')}
        noValidate
        onSubmit={waitingSubmit(pendingFits, submission.onSubmit)}
      >
        <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
        {/* First what happened, then the number and code to keep, then the payment. */}
        <Alert tone="success" title={text('submittedTitle')}>
          <p>{text('submitted')}</p>
        </Alert>
        <ErrorSummary errors={submission.problems} focusKey={submission.focusKey} />
        <KeyFacts
          facts={[
            { label: words.text('fact.applicationNo'), value: handover.application_no },
            accessCodeFact(handover.access_code),
            { label: words.text('fact.name'), value: handover.name },
            { label: words.text('fact.father'), value: handover.father },
            { label: words.text('fact.course'), value: course },
            { label: words.text('fact.fee'), value: fee },
          ]}
        />
        <KeepAccessCode />
        <fieldset className={styles.fields} disabled={sending}>
          <RadioGroup
            id={FIELD_IDS.mode}
            label={label('mode')}
            inline
            required
            options={PAYMENT_MODES.map((value) => ({ value, label: words.text(`mode.${value}`) }))}
            // The amount is never typed; should the fee have changed meanwhile, the service says so here.
            error={errorOf('mode') ?? errorOf('amount')}
            {...modeRegistration}
            onChange={onModeChange}
          />
          {mode === 'online' && (
            <Alert tone="info" title={text('upiTitle')}>
              <p>{t('upiBody', { fee, upiId: UPI_ID })}</p>
              <UpiQrCode
                link={upiLink(UPI_ID, SITE_PAYEE, handover.fee, handover.application_no)}
                label={text('qrLabel', { fee, upiId: UPI_ID })}
                failed={text('qrFailed')}
              />
              <p>
                {t('qrOpen', {
                  fee,
                  link: (chunks) => (
                    <a href={upiLink(UPI_ID, SITE_PAYEE, handover.fee, handover.application_no)}>{chunks}</a>
                  ),
                })}
              </p>
            </Alert>
          )}
          {mode === 'cash' && <CashAtCounter fee={fee} />}
          {mode === 'online' && (
            <>
              <TextField
                id={FIELD_IDS.trans_no}
                label={label('trans_no')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                required
                hint={text('transHint')}
                error={errorOf('trans_no')}
                {...register('trans_no')}
              />
              <DocumentFitInput
                id={FIELD_IDS.screenshot}
                name="screenshot"
                title={SCREENSHOT_RULE.label}
                label={label('screenshot')}
                hint={text('screenshotHint')}
                maxBytes={SCREENSHOT_RULE.maxBytes}
                helpPhone={helpPhone}
                error={errorOf('screenshot')}
                onBlur={register('screenshot').onBlur}
                onFile={(file) => setValue('screenshot', file, { shouldValidate: form.formState.isSubmitted })}
              />
            </>
          )}
          <div role="status" className={styles.progress}>
            {sending && text('sending', { percent: Math.round(submission.progress * 100) })}
          </div>
          {failure && !failure.atFields && (
            <Alert tone="danger" title={text('notRecorded')}>
              <p>{failure.reason || say(PAYMENT_FAILED)}</p>
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {text(mode === 'cash' ? 'submitCash' : 'submit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setLater(true)}>
              {text('later')}
            </Button>
          </div>
          <p className={styles.note}>{t('note', { link: (chunks) => <Link to="/admission/status">{chunks}</Link> })}</p>
        </fieldset>
      </form>
    </PendingWorkProvider>
  );
}

/** "Pay later": the application number to write down and the way back to pay, not the home page. */
function PayLater({ handover, onPayNow }: { handover: PaymentHandover; onPayNow: () => void }) {
  const { text, lang } = useCatalogue(messages);
  const words = usePaymentWords();
  const accessCodeFact = useAccessCodeFact();
  return (
    <section aria-labelledby="pay-later-heading" data-acknowledgement="">
      <h2 id="pay-later-heading" tabIndex={-1}>
        {text('laterHeading')}
      </h2>
      <p>{text('laterIntro')}</p>
      <KeyFacts
        facts={[
          { label: words.text('fact.applicationNo'), value: handover.application_no },
          accessCodeFact(handover.access_code),
          { label: words.text('fact.name'), value: handover.name },
          { label: words.text('fact.course'), value: nameIn(handover.course, lang) },
          { label: words.text('fact.fee'), value: rupees(handover.fee) },
        ]}
      />
      <KeepAccessCode />
      <div className={styles.actions} data-print-hidden="">
        <Button as={Link} to="/admission/status">
          {words.text('statusLink')}
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {text('printPage')}
        </Button>
        <Button type="button" variant="outline" onClick={onPayNow}>
          {text('payNow')}
        </Button>
        <Button as={Link} to="/" variant="outline">
          {words.text('home')}
        </Button>
      </div>
    </section>
  );
}
