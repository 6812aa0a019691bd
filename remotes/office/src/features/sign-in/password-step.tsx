import { useState } from 'react';
import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, TextField, useHydrated } from '@college/design-system';
import { allProblems, ApiError, postJson, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import {
  SIGN_IN_PATH,
  type SignIn,
  signInAnswerSchema,
  type SignInAnswer,
  signInSchema,
} from '@college/office-service/contract';
import { OFFICE_PATHS } from '../shared/office-paths';
import { SignInForm } from './sign-in-form';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

/**
 * Username and password: the first step of every sign-in. After an administrator reset the
 * authenticator app, the service asks for their set-up code too (only once the password is right):
 * its field then shows, and the code goes with the password.
 */
export function PasswordStep({ onAnswer }: { onAnswer: (answer: SignInAnswer) => void }) {
  const hydrated = useHydrated();
  const [codeAsked, setCodeAsked] = useState(false);
  const form = useForm<v.InferInput<typeof signInSchema>, unknown, SignIn>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(signInSchema)),
    defaultValues: { username: '', password: '', setupCode: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.notSent,
    send: ({ setupCode, ...values }) =>
      postJson(SIGN_IN_PATH, codeAsked && setupCode ? { ...values, setupCode } : values, signInAnswerSchema),
    onSent: onAnswer,
    onFailed: (failure) => {
      if (failure.error instanceof ApiError && 'setupCode' in failure.error.fieldErrors) setCodeAsked(true);
    },
  });
  return (
    <div className={styles.step}>
      <p>{SIGN_IN_TEXT.intro}</p>
      <SignInForm
        name={SIGN_IN_TEXT.passwordForm}
        submit={submit}
        submitLabel={SIGN_IN_TEXT.signIn}
        disabled={!hydrated}
      >
        <TextField
          id="office-username"
          label={SIGN_IN_LABELS.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...submit.field('username')}
        />
        <TextField
          id="office-password"
          label={SIGN_IN_LABELS.password}
          type="password"
          autoComplete="current-password"
          required
          {...submit.field('password')}
        />
        {codeAsked && (
          <TextField
            id="office-setup-code"
            label={SIGN_IN_LABELS.setupCode}
            hint={SIGN_IN_TEXT.setupCodeHint}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...submit.field('setupCode')}
          />
        )}
      </SignInForm>
      <p>
        {SIGN_IN_TEXT.firstTime} <Link to={OFFICE_PATHS.setUp}>{SIGN_IN_TEXT.setUpLink}</Link>
      </p>
    </div>
  );
}
