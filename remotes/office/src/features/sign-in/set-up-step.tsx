import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, TextField, useHydrated } from '@college/design-system';
import { allProblems, postJson, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  SET_UP_PATH,
  setUpSchema,
  signInAnswerSchema,
  type SignInAnswer,
} from '@college/office-service/contract';
import { OFFICE_PATHS } from '../shared/office-paths';
import { SignInForm } from './sign-in-form';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

/** The service's set-up body, the password's length checked here too, and the password typed twice. */
const setUpFormSchema = v.pipe(
  v.object({
    ...setUpSchema.entries,
    password: v.pipe(setUpSchema.entries.password, v.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordShort)),
    confirm: v.string(),
  }),
  v.forward(
    v.check((values) => values.password === values.confirm, SIGN_IN_TEXT.passwordsDiffer),
    ['confirm'],
  ),
);
type SetUpForm = v.InferOutput<typeof setUpFormSchema>;

/** A new user's (or a reset user's) first step: username, the one-time set-up code, a new password. */
export function SetUpStep({ onAnswer }: { onAnswer: (answer: SignInAnswer) => void }) {
  const hydrated = useHydrated();
  const form = useForm<v.InferInput<typeof setUpFormSchema>, unknown, SetUpForm>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(setUpFormSchema)),
    defaultValues: { username: '', setupCode: '', password: '', confirm: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.setUpNotSent,
    send: ({ username, setupCode, password }) =>
      postJson(SET_UP_PATH, { username, setupCode, password }, signInAnswerSchema),
    onSent: onAnswer,
  });
  return (
    <div className={styles.step}>
      <p>{SIGN_IN_TEXT.setUpIntro}</p>
      <SignInForm name={SIGN_IN_TEXT.setUpForm} submit={submit} submitLabel={SIGN_IN_TEXT.setUp} disabled={!hydrated}>
        <TextField
          id="setup-username"
          label={SIGN_IN_LABELS.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...submit.field('username')}
        />
        <TextField
          id="setup-code"
          label={SIGN_IN_LABELS.setupCode}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...submit.field('setupCode')}
        />
        <TextField
          id="setup-password"
          label={SIGN_IN_LABELS.newPassword}
          hint={SIGN_IN_TEXT.passwordHint}
          type="password"
          autoComplete="new-password"
          required
          {...submit.field('password')}
        />
        <TextField
          id="setup-confirm"
          label={SIGN_IN_LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...submit.field('confirm')}
        />
      </SignInForm>
      <p>
        {SIGN_IN_TEXT.haveAccount} <Link to={OFFICE_PATHS.signIn}>{SIGN_IN_TEXT.signInLink}</Link>
      </p>
    </div>
  );
}
