import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, SubmitProblems, useSubmitForm } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  OFFICE_MERIT_PUBLISH_PATH,
  OFFICE_MERIT_WITHDRAW_PATH,
  type Publication,
  publicationAnswerSchema,
  type PublicationChange,
  publicationChangeSchema,
  type PublicationChangeInput,
} from '@college/admissions-service/office/seats';
import { PUBLICATION_TEXT } from './seats-text';
import styles from './seats.module.css';

const resolver = valibotResolver(allProblems(publicationChangeSchema));

/**
 * The merit list on the public page (`/merit-list`): whether it is there, since when and by whom,
 * and the admission officer's Publish (again) and Withdraw, each with a reason for the audit log.
 * What the public sees is said before it is published: numbers, categories and ranks, no names.
 */
export function MeritPublication({
  course,
  subject,
  published,
  onChanged,
}: {
  course: number;
  subject: number | null;
  published: Publication;
  onChanged: (message: string) => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  // Which press was last made: its Confirm is the one that sends.
  const [asked, setAsked] = useState<'publish' | 'withdraw' | null>(null);
  const form = useForm<PublicationChangeInput, unknown, PublicationChange>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    defaultValues: { course, subject, reason: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: PUBLICATION_TEXT.notSaved,
    send: (values) =>
      officePost(
        asked === 'withdraw' ? OFFICE_MERIT_WITHDRAW_PATH : OFFICE_MERIT_PUBLISH_PATH,
        values,
        publicationAnswerSchema,
        csrfToken,
      ),
    onSent: (answer) => onChanged(answer.message),
    onFailed: (failure) => {
      refused(failure.error);
    },
  });
  // The first press says what will happen; the second (Confirm) does it.
  const press = (next: 'publish' | 'withdraw', event: React.MouseEvent) => {
    if (asked === next) return;
    event.preventDefault();
    setAsked(next);
  };
  return (
    <section aria-labelledby="merit-publication">
      <h3 id="merit-publication">{PUBLICATION_TEXT.heading}</h3>
      <p>
        {published
          ? PUBLICATION_TEXT.publishedSince(
              published.published_at,
              published.published_by_name ?? published.published_by,
              published.rows,
            )
          : PUBLICATION_TEXT.notPublished}
      </p>
      <form className={styles.form} aria-labelledby="merit-publication" noValidate onSubmit={submit.onSubmit}>
        <SubmitProblems submit={submit} />
        <fieldset className={styles.fields} disabled={submit.sending}>
          <TextField
            id="merit-publication-reason"
            multiline
            rows={2}
            label={PUBLICATION_TEXT.reason}
            required
            {...submit.field('reason')}
          />
          {asked && (
            <Alert tone="warning" title={PUBLICATION_TEXT.confirmTitle}>
              <p>{asked === 'publish' ? PUBLICATION_TEXT.publishWhat : PUBLICATION_TEXT.withdrawWhat}</p>
            </Alert>
          )}
          <div className={styles.links}>
            <Button
              type="submit"
              loading={submit.sending && asked === 'publish'}
              onClick={(event) => press('publish', event)}
            >
              {asked === 'publish'
                ? PUBLICATION_TEXT.confirmPublish
                : published
                  ? PUBLICATION_TEXT.publishAgain
                  : PUBLICATION_TEXT.publish}
            </Button>
            {published && (
              <Button
                type="submit"
                variant="secondary"
                loading={submit.sending && asked === 'withdraw'}
                onClick={(event) => press('withdraw', event)}
              >
                {asked === 'withdraw' ? PUBLICATION_TEXT.confirmWithdraw : PUBLICATION_TEXT.withdraw}
              </Button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
