import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, useLocation, useNavigate } from '@college/design-system';
import type { EndedSession, SignInAnswer } from '@college/office-service/contract';
import { getMe } from '@college/remote-kit/office';
import { safeNext } from '../shared/office-paths';
import { EnrolStep } from './enrol-step';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { SecondFactorStep } from './second-factor-step';
import { SetUpStep } from './set-up-step';
import { SIGN_IN_TEXT } from './sign-in-text';

type Step =
  | { name: 'password' }
  | { name: 'set-up' }
  | { name: 'second-factor'; csrfToken: string }
  | { name: 'enrol'; csrfToken: string }
  | { name: 'codes'; codes: readonly string[]; username: string };

/** Navigation state of the sign-in page after signing out. */
export type SignInState = { signedOut?: boolean } | null;

/**
 * Signing in to the office, one step at a time: the password (or, for a new account, the set-up
 * code and a new password), then a code from the authenticator app (or a recovery code) or, the
 * first time, setting the app up and writing down the recovery codes; then the page asked for
 * (`?next=`, office pages only) or the office home. A visitor already signed in goes on at once; a
 * half-done sign-in continues at its step. Each new step's heading takes focus.
 */
export function SignInFlow({ start }: { start: 'password' | 'set-up' }) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(start === 'password' ? { name: 'password' } : { name: 'set-up' });
  const [ended, setEnded] = useState<EndedSession | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const next = safeNext(search);
  const finish = useCallback(() => navigate(next, { replace: true }), [navigate, next]);

  const go = (to: Step) => {
    moved.current = true;
    setStep(to);
  };
  const afterPassword = (answer: SignInAnswer) => {
    if (answer.next === 'done') finish();
    else if (answer.next === 'second_factor') go({ name: 'second-factor', csrfToken: answer.csrfToken });
    else go({ name: 'enrol', csrfToken: answer.csrfToken });
  };
  const startAgain = () => go(start === 'password' ? { name: 'password' } : { name: 'set-up' });

  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal).then(
      (me) => {
        if (me.stage === 'signed_out') setEnded(me.ended);
        else if (me.stage === 'full') finish();
        else if (me.stage === 'second_factor') setStep({ name: 'second-factor', csrfToken: me.csrfToken });
        else setStep({ name: 'enrol', csrfToken: me.csrfToken });
      },
      // Unanswered: this page's first step is the right one anyway.
      () => undefined,
    );
    return () => controller.abort();
  }, [finish]);

  useEffect(() => {
    if (!moved.current) return;
    (heading.current ?? document.querySelector<HTMLElement>('#main h1'))?.focus();
  }, [step]);

  switch (step.name) {
    case 'password':
      return (
        <>
          {(state as SignInState)?.signedOut && <Alert tone="success">{SIGN_IN_TEXT.signedOut}</Alert>}
          {ended && !(state as SignInState)?.signedOut && (
            <Alert tone="info" title={SIGN_IN_TEXT.endedTitle}>
              <p>{SIGN_IN_TEXT.ended[ended]}</p>
              <p>{SIGN_IN_TEXT.endedKept}</p>
            </Alert>
          )}
          <PasswordStep onAnswer={afterPassword} />
        </>
      );
    case 'set-up':
      return <SetUpStep onAnswer={afterPassword} />;
    case 'second-factor':
      return <SecondFactorStep ref={heading} csrfToken={step.csrfToken} onAnswer={finish} onStartAgain={startAgain} />;
    case 'enrol':
      return (
        <EnrolStep
          ref={heading}
          csrfToken={step.csrfToken}
          onEnrolled={(answer) => go({ name: 'codes', codes: answer.recoveryCodes, username: answer.username })}
          onStartAgain={startAgain}
        />
      );
    case 'codes':
      return <RecoveryCodesStep ref={heading} codes={step.codes} username={step.username} onDone={finish} />;
  }
}
