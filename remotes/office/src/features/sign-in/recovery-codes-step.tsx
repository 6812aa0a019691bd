import { forwardRef } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox, ErrorSummary } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { RecoveryCodesSheet } from '../shared/recovery-codes-sheet';
import { SIGN_IN_LABELS, SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

const writtenDownSchema = v.object({
  writtenDown: v.pipe(
    v.boolean(),
    v.check((ticked) => ticked, SIGN_IN_TEXT.writtenDownNeeded),
  ),
});

/** The recovery codes, shown this once; going on needs the "written down" tick. */
export const RecoveryCodesStep = forwardRef<
  HTMLHeadingElement,
  { codes: readonly string[]; username: string; onDone: () => void }
>(function RecoveryCodesStep({ codes, username, onDone }, heading) {
  const form = useForm<{ writtenDown: boolean }, unknown, v.InferOutput<typeof writtenDownSchema>>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(writtenDownSchema)),
    defaultValues: { writtenDown: false },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.codesNotSent,
    send: async () => undefined,
    onSent: onDone,
  });
  return (
    <section className={styles.step} aria-labelledby="codes-heading">
      <h2 id="codes-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {SIGN_IN_TEXT.codesHeading}
      </h2>
      <p>{SIGN_IN_TEXT.codesIntro}</p>
      <RecoveryCodesSheet codes={codes} username={username} />
      <form className={styles.form} aria-label={SIGN_IN_TEXT.codesHeading} noValidate onSubmit={submit.onSubmit}>
        <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
        <Checkbox
          id="codes-written-down"
          label={SIGN_IN_LABELS.writtenDown}
          required
          {...submit.field('writtenDown')}
        />
        <div>
          <Button type="submit">{SIGN_IN_TEXT.codesDone}</Button>
        </div>
      </form>
    </section>
  );
});
