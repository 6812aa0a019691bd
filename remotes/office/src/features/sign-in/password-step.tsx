import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, Link, TextField, useHydrated } from '@college/design-system';
import { allProblems, postJson, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { SIGN_IN_PATH, type SignIn, signInAnswerSchema, type SignInAnswer, signInSchema } from '@college/office-service/contract';
import { OFFICE_PATHS } from '../shared/office-paths';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

/** Username and password: the first step of every sign-in. */
export function PasswordStep({ onAnswer }: { onAnswer: (answer: SignInAnswer) => void }) {
  const hydrated = useHydrated();
  const form = useForm<v.InferInput<typeof signInSchema>, unknown, SignIn>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(signInSchema)),
    defaultValues: { username: '', password: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.notSent,
    send: (values) => postJson(SIGN_IN_PATH, values, signInAnswerSchema),
    onSent: onAnswer,
  });
  const { register } = form;
  return (
    <div className={styles.step}>
      <p>{SIGN_IN_TEXT.intro}</p>
      <form className={styles.form} aria-label={SIGN_IN_TEXT.passwordForm} noValidate onSubmit={submit.onSubmit}>
        <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
        {submit.failure && !submit.failure.atFields && (
          <Alert tone="danger">
            {submit.failure.message}
          </Alert>
        )}
        <fieldset className={styles.fields} disabled={!hydrated || submit.sending}>
          <TextField
            id="office-username"
            label={SIGN_IN_LABELS.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={submit.errorOf('username')}
            {...register('username')}
          />
          <TextField
            id="office-password"
            label={SIGN_IN_LABELS.password}
            type="password"
            autoComplete="current-password"
            required
            error={submit.errorOf('password')}
            {...register('password')}
          />
          <div>
            <Button type="submit" loading={submit.sending}>
              {SIGN_IN_TEXT.signIn}
            </Button>
          </div>
        </fieldset>
      </form>
      <p>
        {SIGN_IN_TEXT.firstTime} <Link to={OFFICE_PATHS.setUp}>{SIGN_IN_TEXT.setUpLink}</Link>
      </p>
    </div>
  );
}
