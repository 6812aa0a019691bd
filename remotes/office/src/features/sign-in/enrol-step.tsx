import { forwardRef } from 'react';
import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, Spinner, TextField } from '@college/design-system';
import { allProblems, getJson, SUBMIT_FORM_SETTINGS, useResource, useSubmitForm } from '@college/remote-kit';
import { enrolmentAnswerSchema, enrolmentConfirmSchema, enrolmentDoneSchema, ENROLMENT_PATH } from '@college/office-service/contract';
import { officePost } from '../shared/office-api';
import { OFFICE_TEXT } from '../shared/office-text';
import { codeRefusalAt } from './code-errors';
import { Failure } from './second-factor-step';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

interface EnrolProps {
  csrfToken: string;
  onEnrolled: (answer: v.InferOutput<typeof enrolmentDoneSchema>) => void;
  onStartAgain: () => void;
}

/** The key's letters in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: the authenticator key as a QR code and as text, confirmed by one code from the app. */
export const EnrolStep = forwardRef<HTMLHeadingElement, EnrolProps>(function EnrolStep({ csrfToken, onEnrolled, onStartAgain }, heading) {
  const enrolment = useResource((signal) => getJson(ENROLMENT_PATH, enrolmentAnswerSchema, signal));
  const form = useForm<v.InferInput<typeof enrolmentConfirmSchema>, unknown, v.InferOutput<typeof enrolmentConfirmSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(enrolmentConfirmSchema)),
    defaultValues: { code: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.codeNotSent,
    send: (values) => codeRefusalAt('code', officePost(ENROLMENT_PATH, values, enrolmentDoneSchema, csrfToken)),
    onSent: onEnrolled,
  });

  return (
    <section className={styles.step} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {SIGN_IN_TEXT.enrolHeading}
      </h2>
      <p>{SIGN_IN_TEXT.enrolIntro}</p>
      {enrolment.status === 'loading' && <Spinner label={SIGN_IN_TEXT.enrolLoading} showLabel />}
      {enrolment.status === 'error' && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button variant="secondary" onClick={onStartAgain}>{SIGN_IN_TEXT.startAgain}</Button>}
        >
          <p>{enrolment.error.message}</p>
        </Alert>
      )}
      {enrolment.status === 'ready' && (
        <>
          <p>{SIGN_IN_TEXT.enrolScan}</p>
          <img className={styles.qr} src={enrolment.data.qrDataUrl} alt={SIGN_IN_TEXT.qrAlt} width={192} height={192} />
          <p>{SIGN_IN_TEXT.enrolType}</p>
          <p>
            {SIGN_IN_TEXT.enrolKeyLabel}: <code className={styles.key} data-testid="enrolment-key">{grouped(enrolment.data.secret)}</code>
          </p>
          <p>{SIGN_IN_TEXT.enrolConfirm}</p>
          <form className={styles.form} aria-label={SIGN_IN_TEXT.enrolHeading} noValidate onSubmit={submit.onSubmit}>
            <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
            <Failure submit={submit} onStartAgain={onStartAgain} />
            <fieldset className={styles.fields} disabled={submit.sending}>
              <TextField
                id="enrol-code"
                label={SIGN_IN_LABELS.code}
                hint={SIGN_IN_TEXT.codeHint}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                error={submit.errorOf('code')}
                {...form.register('code')}
              />
              <div>
                <Button type="submit" loading={submit.sending}>
                  {SIGN_IN_TEXT.confirm}
                </Button>
              </div>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
});
