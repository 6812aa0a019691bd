import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Select, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  type DocumentReview,
  documentReviewPath,
  documentReviewSchema,
  REASON_CODES,
  REASON_LABELS,
  REVIEW_DECISIONS,
  type Scrutiny,
  scrutinyAnswerSchema,
  type ScrutinyDocument,
} from '@college/admissions-service/office/scrutiny';
import { DECISION_OPTIONS, SCRUTINY_TEXT } from './scrutiny-text';
import styles from './scrutiny.module.css';

/** What the form holds before the check: any text (a select's first option is ''). */
type ReviewInput = {
  version: number;
  seen: { n: number; reviewed_at: string | null };
  decision: string;
  reason_code: string;
  note: string;
};

export interface DocumentReviewFormProps {
  applicationNo: string;
  version: number;
  document: ScrutinyDocument;
  onSaved: (scrutiny: Scrutiny) => void;
  onFailed: (failure: { error: unknown }) => void;
}

/** Approve, reject or query one document, with a reason from the list and the officer's words. */
export function DocumentReviewForm({ applicationNo, version, document, onSaved, onFailed }: DocumentReviewFormProps) {
  const { csrfToken } = useOfficeSession();
  const id = `review-${document.field}`;
  const form = useForm<ReviewInput, unknown, DocumentReview>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(documentReviewSchema)) as unknown as Resolver<
      ReviewInput,
      unknown,
      DocumentReview
    >,
    // The document as seen rides along unseen: the service refuses a review made on an older view
    // of this document, while another verifier's review of another document does not stand in the way.
    values: {
      version,
      seen: { n: document.n, reviewed_at: document.review?.at ?? null },
      decision: document.review?.decision ?? '',
      reason_code: document.review?.reason_code ?? '',
      note: document.review?.note ?? '',
    },
  });
  const decision = form.watch('decision');
  const submit = useSubmitForm(form, {
    notSent: SCRUTINY_TEXT.reviewNotSent,
    send: (body) =>
      officePost(documentReviewPath(applicationNo, document.field), body, scrutinyAnswerSchema, csrfToken),
    onSent: (reply) => onSaved(reply.data),
    onFailed,
  });
  return (
    <form
      className={styles.form}
      aria-label={SCRUTINY_TEXT.reviewForm(document.label)}
      noValidate
      onSubmit={submit.onSubmit}
    >
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <Select
          id={`${id}-decision`}
          label={SCRUTINY_TEXT.decisionLabel}
          placeholder={SCRUTINY_TEXT.decisionPlaceholder}
          options={REVIEW_DECISIONS.map((value) => ({ value, label: DECISION_OPTIONS[value] }))}
          required
          {...submit.field('decision')}
        />
        {decision !== '' && decision !== 'approved' && (
          <>
            <Select
              id={`${id}-reason`}
              label={SCRUTINY_TEXT.reasonLabel}
              placeholder={SCRUTINY_TEXT.reasonPlaceholder}
              options={REASON_CODES.map((value) => ({ value, label: REASON_LABELS[value] }))}
              required
              {...submit.field('reason_code')}
            />
            <TextField
              id={`${id}-note`}
              label={SCRUTINY_TEXT.noteLabel}
              hint={SCRUTINY_TEXT.noteHint}
              multiline
              rows={2}
              {...submit.field('note')}
            />
          </>
        )}
        <div>
          <Button type="submit" size="sm" loading={submit.sending}>
            {SCRUTINY_TEXT.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
