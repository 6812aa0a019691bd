import { Button, TextField } from '@college/design-system';
import { SubmitProblems } from '@college/remote-kit';
import { type UserSummary, ownEmailSchema } from '@college/office-service/office/users';
import { useOfficeForm } from '@college/remote-kit/office';
import type { ActionDone } from './user-action-form';
import { setUserEmail } from './user-email-api';
import { USERS_TEXT } from './users-text';
import styles from './users.module.css';

/** The user's e-mail address, changed or cleared by the administrator (audited, before and after). */
export function UserEmailForm({ user, onDone }: { user: UserSummary; onDone: (done: ActionDone) => void }) {
  const { form, submit } = useOfficeForm(
    ownEmailSchema,
    { email: user.email ?? '' },
    {
      notSent: USERS_TEXT.emailNotSaved,
      send: (values, csrfToken) => setUserEmail(user.id, values.email ?? null, csrfToken),
      onSent: (answer) => {
        form.reset({ email: answer.email ?? '' });
        onDone({ message: USERS_TEXT.emailSaved(user.displayName, answer.email) });
      },
    },
  );
  return (
    <form
      className={styles.form}
      aria-label={USERS_TEXT.emailForm(user.displayName)}
      noValidate
      onSubmit={submit.onSubmit}
    >
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="user-email"
          type="email"
          label={USERS_TEXT.emailLabel}
          hint={USERS_TEXT.emailHint}
          autoComplete="off"
          spellCheck={false}
          {...submit.field('email')}
        />
        <div>
          <Button type="submit" variant="outline" loading={submit.sending}>
            {USERS_TEXT.saveEmail}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
