import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Spinner, TextField } from '@college/design-system';
import {
  allProblems,
  getJson,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useResource,
  useSubmitForm,
} from '@college/remote-kit';
import {
  newRecoveryCodesAnswerSchema,
  newRecoveryCodesSchema,
  RECOVERY_CODES_PATH,
  recoveryCodesLeftSchema,
} from '@college/office-service/contract';
import { officePost, officeRoom, useOfficeSession, useRefusedRead } from '@college/remote-kit/office';
import { OFFICE_TEXT } from '../shared/office-text';
import { RecoveryCodesSheet } from '../shared/recovery-codes-sheet';
import { ACCOUNT_TEXT } from './account-text';
import styles from './account-details.module.css';

type NewCodes = v.InferOutput<typeof newRecoveryCodesAnswerSchema>;

/**
 * How many recovery codes the user has left, and a new set (asked with a current code of the app,
 * so an unattended open session is not enough): shown once, to print or save; the old set stops working.
 */
export function RecoveryCodesPanel() {
  const { csrfToken, refused } = useOfficeSession();
  const left = useResource((signal) => getJson(RECOVERY_CODES_PATH, recoveryCodesLeftSchema, signal));
  const failed = useRefusedRead(left.status === 'error' ? left.error : null);
  const [made, setMade] = useState<NewCodes | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<
    v.InferInput<typeof newRecoveryCodesSchema>,
    unknown,
    v.InferOutput<typeof newRecoveryCodesSchema>
  >({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(newRecoveryCodesSchema)),
    defaultValues: { code: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: ACCOUNT_TEXT.codesNotMade,
    send: (values) => officePost(RECOVERY_CODES_PATH, values, newRecoveryCodesAnswerSchema, csrfToken),
    onSent: (answer) => {
      form.reset();
      setMade(answer);
      left.reload();
    },
    onFailed: (failure) => refused(failure.error),
  });
  useEffect(() => {
    if (made) heading.current?.focus();
  }, [made]);

  return (
    <section aria-labelledby="account-recovery-codes">
      <h2 id="account-recovery-codes">{ACCOUNT_TEXT.codesHeading}</h2>
      {left.status === 'loading' && <Spinner label={ACCOUNT_TEXT.codesLoading} showLabel />}
      {left.status === 'error' && !failed && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button onClick={left.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{left.error.message}</p>
        </Alert>
      )}
      {left.status === 'ready' && <p data-testid="recovery-codes-left">{ACCOUNT_TEXT.codesLeft(left.data.unused)}</p>}
      {made && (
        <div className={styles.codes}>
          <h3 ref={heading} tabIndex={-1}>
            {ACCOUNT_TEXT.newCodesHeading}
          </h3>
          <p>{ACCOUNT_TEXT.newCodesIntro}</p>
          <RecoveryCodesSheet codes={made.recoveryCodes} username={made.username} />
        </div>
      )}
      <form className={officeRoom.form} aria-label={ACCOUNT_TEXT.newCodesForm} noValidate onSubmit={submit.onSubmit}>
        <p>{ACCOUNT_TEXT.newCodesAsk}</p>
        <SubmitProblems submit={submit} />
        <fieldset className={officeRoom.fields} disabled={submit.sending}>
          <TextField
            id="new-codes-code"
            label={ACCOUNT_TEXT.codeLabel}
            hint={ACCOUNT_TEXT.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...submit.field('code')}
          />
          <div>
            <Button type="submit" variant="outline" loading={submit.sending}>
              {ACCOUNT_TEXT.makeNewCodes}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
