import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Button, Select, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  type Scrutiny,
  scrutinyAnswerSchema,
  type Verdict,
  verdictPath,
  verdictSchema,
  VERDICTS,
} from '@college/admissions-service/office/scrutiny';
import { SCRUTINY_TEXT } from './scrutiny-text';
import styles from './scrutiny.module.css';

type VerdictInput = { version: number; verdict: string; reason: string };

export interface VerdictFormProps {
  applicationNo: string;
  version: number;
  /** The verdicts open now (only a rejection while a query is with the applicant). */
  allowed: readonly Verdict[];
  onSaved: (scrutiny: Scrutiny) => void;
  onFailed: (failure: { error: unknown }) => void;
}

/** Verify the application (every document approved) or reject it with a reason. */
export function VerdictForm({ applicationNo, version, allowed, onSaved, onFailed }: VerdictFormProps) {
  const { csrfToken } = useOfficeSession();
  const form = useForm<VerdictInput, unknown, v.InferOutput<typeof verdictSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(verdictSchema)) as unknown as Resolver<
      VerdictInput,
      unknown,
      v.InferOutput<typeof verdictSchema>
    >,
    values: { version, verdict: '', reason: '' },
  });
  const verdict = form.watch('verdict');
  const submit = useSubmitForm(form, {
    notSent: SCRUTINY_TEXT.verdictNotSent,
    send: (body) => officePost(verdictPath(applicationNo), body, scrutinyAnswerSchema, csrfToken),
    onSent: (reply) => onSaved(reply.data),
    onFailed,
  });
  return (
    <form className={styles.form} aria-label={SCRUTINY_TEXT.verdictForm} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <Select
          id="scrutiny-verdict"
          label={SCRUTINY_TEXT.verdictLabel}
          placeholder={SCRUTINY_TEXT.verdictPlaceholder}
          hint={allowed.includes('verified') ? SCRUTINY_TEXT.verifyNeeds : undefined}
          options={VERDICTS.filter((value) => allowed.includes(value)).map((value) => ({
            value,
            label: SCRUTINY_TEXT.verdictOptions[value],
          }))}
          required
          {...submit.field('verdict')}
        />
        {verdict === 'rejected' && (
          <TextField
            id="scrutiny-verdict-reason"
            label={SCRUTINY_TEXT.verdictReason}
            multiline
            rows={2}
            required
            {...submit.field('reason')}
          />
        )}
        <div>
          <Button type="submit" loading={submit.sending}>
            {SCRUTINY_TEXT.decide}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
