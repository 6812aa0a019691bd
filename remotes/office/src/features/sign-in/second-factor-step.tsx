import { forwardRef, useState } from 'react';
import * as v from 'valibot';
import { Button } from '@college/design-system';
import {
  enrolmentConfirmSchema,
  SECOND_FACTOR_PATH,
  signInAnswerSchema,
  type SignInAnswer,
} from '@college/office-service/contract';
import { officePost } from '@college/remote-kit/office';
import { CodeForm } from './sign-in-form';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

/** The 6-digit code field, here and at enrolment (which gives it its own id). */
export const CODE_INPUT = {
  id: 'office-code',
  label: SIGN_IN_LABELS.code,
  hint: SIGN_IN_TEXT.codeHint,
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;

const recoverySchema = v.object({
  recoveryCode: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(SIGN_IN_TEXT.recoveryNeeded), v.maxLength(40)),
});

/** The authenticator app's code, or one of the recovery codes: the same form, another field. */
const FORMS = {
  code: { name: SIGN_IN_TEXT.secondFactorHeading, field: 'code', schema: enrolmentConfirmSchema, input: CODE_INPUT },
  recovery: {
    name: SIGN_IN_TEXT.recoveryHeading,
    field: 'recoveryCode',
    schema: recoverySchema,
    input: {
      id: 'office-recovery-code',
      label: SIGN_IN_LABELS.recoveryCode,
      hint: SIGN_IN_TEXT.recoveryHint,
      autoComplete: 'off',
      autoCapitalize: 'characters',
      spellCheck: false,
    },
  },
} as const;

interface StepProps {
  csrfToken: string;
  onAnswer: (answer: SignInAnswer) => void;
  onStartAgain: () => void;
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
export const SecondFactorStep = forwardRef<HTMLHeadingElement, StepProps>(function SecondFactorStep(
  { csrfToken, onAnswer, onStartAgain },
  heading,
) {
  const [recovery, setRecovery] = useState(false);
  const way = recovery ? 'recovery' : 'code';
  return (
    <section className={styles.step} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {recovery ? SIGN_IN_TEXT.recoveryHeading : SIGN_IN_TEXT.secondFactorHeading}
      </h2>
      <p>{recovery ? SIGN_IN_TEXT.recoveryIntro : SIGN_IN_TEXT.secondFactorIntro}</p>
      <CodeForm
        key={way}
        {...FORMS[way]}
        submitLabel={SIGN_IN_TEXT.verify}
        send={(values) => officePost(SECOND_FACTOR_PATH, values, signInAnswerSchema, csrfToken)}
        onSent={onAnswer}
        onStartAgain={onStartAgain}
      />
      <p>
        <Button variant="link" onClick={() => setRecovery(!recovery)}>
          {recovery ? SIGN_IN_TEXT.useCode : SIGN_IN_TEXT.useRecovery}
        </Button>
      </p>
    </section>
  );
});
