import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Button, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, SubmitProblems, useSubmitForm } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  type ReopenInput,
  reopenPath,
  reopenSchema,
  type Scrutiny,
  scrutinyAnswerSchema,
} from '@college/admissions-service/office/scrutiny';
import { SCRUTINY_TEXT } from './scrutiny-text';
import styles from './scrutiny.module.css';

/**
 * The admission officer takes back a rejection: the first press says what will happen (under
 * scrutiny again, the applicant told by e-mail with the reason); the reason is required; then
 * the office's change is sent with the version seen.
 */
export function ReopenForm({
  applicationNo,
  version,
  onSaved,
  onFailed,
}: {
  applicationNo: string;
  version: number;
  onSaved: (scrutiny: Scrutiny) => void;
  onFailed: (failure: { error: unknown }) => void;
}) {
  const { csrfToken } = useOfficeSession();
  const [asked, setAsked] = useState(false);
  const form = useForm<ReopenInput, unknown, v.InferOutput<typeof reopenSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(reopenSchema)) as unknown as Resolver<
      ReopenInput,
      unknown,
      v.InferOutput<typeof reopenSchema>
    >,
    values: { version, reason: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SCRUTINY_TEXT.reopen.notSent,
    send: (body) => officePost(reopenPath(applicationNo), body, scrutinyAnswerSchema, csrfToken),
    onSent: (reply) => onSaved(reply.data),
    onFailed,
  });
  if (!asked)
    return (
      <Button variant="outline" onClick={() => setAsked(true)}>
        {SCRUTINY_TEXT.reopen.open}
      </Button>
    );
  return (
    <form className={styles.form} aria-label={SCRUTINY_TEXT.reopen.form} noValidate onSubmit={submit.onSubmit}>
      <p>{SCRUTINY_TEXT.reopen.what}</p>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="scrutiny-reopen-reason"
          label={SCRUTINY_TEXT.reopen.reason}
          multiline
          rows={2}
          required
          {...submit.field('reason')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {SCRUTINY_TEXT.reopen.confirm}
          </Button>{' '}
          <Button variant="outline" onClick={() => setAsked(false)}>
            {SCRUTINY_TEXT.reopen.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
