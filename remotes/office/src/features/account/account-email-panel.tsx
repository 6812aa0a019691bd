import { useState } from 'react';
import { Alert, Button, Spinner, TextField } from '@college/design-system';
import { SubmitProblems, useResource } from '@college/remote-kit';
import { ownEmailSchema } from '@college/office-service/office/users';
import { officeRoom, useOfficeForm, useRefusedRead } from '@college/remote-kit/office';
import { OFFICE_TEXT } from '../shared/office-text';
import { getOwnEmail, setOwnEmail } from './account-email-api';
import { ACCOUNT_TEXT } from './account-text';

/** The form, once the address on file is known (its value is the form's starting point). */
function OwnEmailForm({ email, onSaved }: { email: string | null; onSaved: (email: string | null) => void }) {
  const { form, submit } = useOfficeForm(
    ownEmailSchema,
    { email: email ?? '' },
    {
      notSent: ACCOUNT_TEXT.emailNotSaved,
      send: (values, csrfToken) => setOwnEmail(values.email ?? null, csrfToken),
      onSent: (answer) => {
        form.reset({ email: answer.email ?? '' });
        onSaved(answer.email);
      },
    },
  );
  return (
    <form className={officeRoom.form} aria-label={ACCOUNT_TEXT.emailForm} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <fieldset className={officeRoom.fields} disabled={submit.sending}>
        <TextField
          id="account-email"
          type="email"
          label={ACCOUNT_TEXT.emailLabel}
          hint={ACCOUNT_TEXT.emailHint}
          autoComplete="email"
          spellCheck={false}
          {...submit.field('email')}
        />
        <div>
          <Button type="submit" variant="outline" loading={submit.sending}>
            {ACCOUNT_TEXT.saveEmail}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The user's own e-mail address: where the office tells them of work given to them (optional). */
export function AccountEmailPanel() {
  const current = useResource((signal) => getOwnEmail(signal));
  const failed = useRefusedRead(current.status === 'error' ? current.error : null);
  const [saved, setSaved] = useState<{ email: string | null } | null>(null);
  return (
    <section aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">{ACCOUNT_TEXT.emailHeading}</h2>
      <p>{ACCOUNT_TEXT.emailWhy}</p>
      {current.status === 'loading' && <Spinner label={ACCOUNT_TEXT.emailLoading} showLabel />}
      {current.status === 'error' && !failed && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button onClick={current.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{current.error.message}</p>
        </Alert>
      )}
      {saved && <Alert tone="success">{ACCOUNT_TEXT.emailSaved(saved.email)}</Alert>}
      {current.status === 'ready' && (
        <OwnEmailForm email={current.data.email} onSaved={(email) => setSaved({ email })} />
      )}
    </section>
  );
}
