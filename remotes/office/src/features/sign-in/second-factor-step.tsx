import { forwardRef, useState } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { enrolmentConfirmSchema, SECOND_FACTOR_PATH, signInAnswerSchema, type SignInAnswer } from '@college/office-service/contract';
import { officePost } from '../shared/office-api';
import { codeRefusalAt, mustStartAgain } from './code-errors';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

const codeSchema = enrolmentConfirmSchema;
const recoverySchema = v.object({
  recoveryCode: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(SIGN_IN_TEXT.recoveryNeeded), v.maxLength(40)),
});

interface StepProps {
  csrfToken: string;
  onAnswer: (answer: SignInAnswer) => void;
  onStartAgain: () => void;
}

function CodeForm({ csrfToken, onAnswer, onStartAgain }: StepProps) {
  const form = useForm<v.InferInput<typeof codeSchema>, unknown, v.InferOutput<typeof codeSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(codeSchema)),
    defaultValues: { code: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.codeNotSent,
    send: (values) => codeRefusalAt('code', officePost(SECOND_FACTOR_PATH, values, signInAnswerSchema, csrfToken)),
    onSent: onAnswer,
  });
  return (
    <form className={styles.form} aria-label={SIGN_IN_TEXT.secondFactorHeading} noValidate onSubmit={submit.onSubmit}>
      <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
      <Failure submit={submit} onStartAgain={onStartAgain} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="office-code"
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
            {SIGN_IN_TEXT.verify}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function RecoveryForm({ csrfToken, onAnswer, onStartAgain }: StepProps) {
  const form = useForm<v.InferInput<typeof recoverySchema>, unknown, v.InferOutput<typeof recoverySchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(recoverySchema)),
    defaultValues: { recoveryCode: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.codeNotSent,
    send: (values) => codeRefusalAt('recoveryCode', officePost(SECOND_FACTOR_PATH, values, signInAnswerSchema, csrfToken)),
    onSent: onAnswer,
  });
  return (
    <form className={styles.form} aria-label={SIGN_IN_TEXT.recoveryHeading} noValidate onSubmit={submit.onSubmit}>
      <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
      <Failure submit={submit} onStartAgain={onStartAgain} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="office-recovery-code"
          label={SIGN_IN_LABELS.recoveryCode}
          hint={SIGN_IN_TEXT.recoveryHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={submit.errorOf('recoveryCode')}
          {...form.register('recoveryCode')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {SIGN_IN_TEXT.verify}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** What went wrong other than the code itself; a sign-in that ran out offers to start again. */
export function Failure({ submit, onStartAgain }: { submit: ReturnType<typeof useSubmitForm>; onStartAgain: () => void }) {
  const { failure } = submit;
  if (!failure || failure.atFields) return null;
  return (
    <Alert
      tone="danger"
     
      action={mustStartAgain(failure.error) ? <Button variant="secondary" onClick={onStartAgain}>{SIGN_IN_TEXT.startAgain}</Button> : undefined}
    >
      {failure.message}
    </Alert>
  );
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
export const SecondFactorStep = forwardRef<HTMLHeadingElement, StepProps>(function SecondFactorStep(props, heading) {
  const [recovery, setRecovery] = useState(false);
  return (
    <section className={styles.step} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {recovery ? SIGN_IN_TEXT.recoveryHeading : SIGN_IN_TEXT.secondFactorHeading}
      </h2>
      <p>{recovery ? SIGN_IN_TEXT.recoveryIntro : SIGN_IN_TEXT.secondFactorIntro}</p>
      {recovery ? <RecoveryForm key="recovery" {...props} /> : <CodeForm key="code" {...props} />}
      <p>
        <Button variant="link" onClick={() => setRecovery(!recovery)}>
          {recovery ? SIGN_IN_TEXT.useCode : SIGN_IN_TEXT.useRecovery}
        </Button>
      </p>
    </section>
  );
});
