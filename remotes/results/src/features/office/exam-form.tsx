import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, TextField, useFocusAfterRender } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, SubmitProblems, useSubmitForm } from '@college/remote-kit';
import { officePost, useOfficeSession, officeRoom as styles } from '@college/remote-kit/office';
import {
  CERTIFICATE_PREFIX_MAX,
  EXAM_FIELD_LABELS,
  examCreatedAnswerSchema,
  type NewExam,
  type NewExamInput,
  newExamSchema,
  OFFICE_EXAMS_PATH,
} from '@college/results-service/office/results';
import { EXAMS_TEXT as T } from './office-text';

const resolver = valibotResolver(allProblems(newExamSchema));
const EMPTY: NewExamInput = { name_en: '', name_hi: '', year: '', held_on: '', certificate_prefix: '' };

/** A new year's exam: its names in both languages, year, date held and certificate prefix (the service's schema). */
export function ExamForm({ onAdded }: { onAdded: () => void }) {
  const { csrfToken, refused } = useOfficeSession();
  const [added, setAdded] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const form = useForm<NewExamInput, unknown, NewExam>({ ...SUBMIT_FORM_SETTINGS, resolver, defaultValues: EMPTY });
  const submit = useSubmitForm(form, {
    notSent: T.notAdded,
    send: (exam) => officePost(OFFICE_EXAMS_PATH, exam, examCreatedAnswerSchema, csrfToken),
    onSent: (answer) => {
      setAdded(answer.message);
      form.reset(EMPTY);
      onAdded();
      focusAfterRender(notice);
    },
    labelOf: (name) => EXAM_FIELD_LABELS[name as keyof NewExam],
    onFailed: (failure) => {
      setAdded(null);
      refused(failure.error);
    },
  });
  return (
    <>
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        {added && (
          <Alert tone="success">
            <p>{added}</p>
          </Alert>
        )}
      </div>
      <form className={styles.form} aria-labelledby="exam-add-title" noValidate onSubmit={submit.onSubmit}>
        <h2 id="exam-add-title">{T.addTitle}</h2>
        <p>{T.addIntro}</p>
        <SubmitProblems submit={submit} />
        <fieldset className={styles.fields} disabled={submit.sending}>
          <TextField
            id="exam-name-en"
            label={EXAM_FIELD_LABELS.name_en}
            hint={T.nameEnHint}
            autoComplete="off"
            required
            {...submit.field('name_en')}
          />
          <TextField
            id="exam-name-hi"
            label={EXAM_FIELD_LABELS.name_hi}
            hint={T.nameHiHint}
            lang="hi"
            autoComplete="off"
            required
            {...submit.field('name_hi')}
          />
          <TextField
            id="exam-year"
            label={EXAM_FIELD_LABELS.year}
            hint={T.yearHint}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            required
            {...submit.field('year')}
          />
          <TextField
            id="exam-held-on"
            type="date"
            label={EXAM_FIELD_LABELS.held_on}
            required
            {...submit.field('held_on')}
          />
          <TextField
            id="exam-prefix"
            label={EXAM_FIELD_LABELS.certificate_prefix}
            hint={T.prefixHint}
            maxLength={CERTIFICATE_PREFIX_MAX}
            autoComplete="off"
            spellCheck={false}
            required
            {...submit.field('certificate_prefix')}
          />
          <div>
            <Button type="submit" loading={submit.sending}>
              {T.add}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
