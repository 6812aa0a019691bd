import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Link, RadioGroup, Select, TextField, useFocusAfterRender } from '@college/design-system';
import {
  allProblems,
  ApiError,
  getJson,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useResource,
  useSubmitForm,
} from '@college/remote-kit';
import { Loaded, officePost, useOfficeSession, officeRoom as styles } from '@college/remote-kit/office';
import {
  certificateBlocker,
  certificatePath,
  type ResultQuery,
  type ResultQueryInput,
  resultQuerySchema,
} from '@college/results-service/contract';
import {
  type CorrectableField,
  OFFICE_EXAMS_PATH,
  type OfficeExam,
  officeExamsAnswerSchema,
  officeResultAnswerSchema,
  officeResultPath,
  type OfficeResult,
  RESULT_FIELD_LABELS,
  resultCorrectionAnswerSchema,
  type ResultCorrection,
  type ResultCorrectionInput,
  resultCorrectionSchema,
} from '@college/results-service/office/results';
import { CORRECT_TEXT, EXAMS_TEXT } from './office-text';

const findResolver = valibotResolver(allProblems(resultQuerySchema));
const correctionResolver = valibotResolver(allProblems(resultCorrectionSchema));

const TEXT_FIELDS: { field: Exclude<CorrectableField, 'absent' | 'result_status'>; hint?: string }[] = [
  { field: 'student_name' },
  { field: 'father_name' },
  { field: 'school_name' },
  { field: 'score', hint: CORRECT_TEXT.scoreHint },
  { field: 'certificate_no', hint: CORRECT_TEXT.certificateHint },
  { field: 'result' },
  { field: 'prize' },
  { field: 'remark' },
];

/** Step 1: the exam (the newest unless another is chosen) and the roll number whose row is corrected. */
function FindResult({ exams, onFound }: { exams: readonly OfficeExam[]; onFound: (found: OfficeResult) => void }) {
  const { refused } = useOfficeSession();
  const form = useForm<ResultQueryInput, unknown, ResultQuery>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: findResolver,
    defaultValues: { rollno: '', year: exams[0] ? String(exams[0].year) : '' },
  });
  const submit = useSubmitForm(form, {
    notSent: CORRECT_TEXT.notOpened,
    send: ({ rollno, year }) => getJson(officeResultPath(rollno, year), officeResultAnswerSchema),
    onSent: (answer) => onFound(answer.data),
    onFailed: (failure) => refused(failure.error),
  });
  return (
    <form className={styles.form} aria-label={CORRECT_TEXT.findLabel} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <Select
          id="correct-exam"
          label={CORRECT_TEXT.examLabel}
          options={exams.map((exam) => ({ value: String(exam.year), label: `${exam.year}: ${exam.name_en}` }))}
          required
          {...submit.field('year')}
        />
        <TextField
          id="correct-rollno"
          label={CORRECT_TEXT.rollnoLabel}
          autoComplete="off"
          required
          {...submit.field('rollno')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {CORRECT_TEXT.open}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Step 2: the row's fields, checked as the sheet's, with the version seen and a reason. */
function CorrectionForm({
  found,
  onSaved,
  onStale,
}: {
  found: OfficeResult;
  onSaved: (saved: OfficeResult, message: string) => void;
  onStale: () => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const { rollno, ...fields } = found.row;
  const form = useForm<ResultCorrectionInput, unknown, ResultCorrection>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: correctionResolver,
    defaultValues: { ...fields, version: found.version, reason: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: CORRECT_TEXT.notSaved,
    send: (values) =>
      officePost(officeResultPath(rollno, found.exam.year), values, resultCorrectionAnswerSchema, csrfToken),
    onSent: (answer) => onSaved(answer.data, answer.message),
    labelOf: (name) => RESULT_FIELD_LABELS[name as CorrectableField],
    onFailed: (failure) => {
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale();
    },
  });
  return (
    <form className={styles.form} aria-labelledby="correct-title" noValidate onSubmit={submit.onSubmit}>
      <h2 id="correct-title">{CORRECT_TEXT.formTitle(rollno)}</h2>
      <p>{CORRECT_TEXT.examOf(found.exam.name_en)}</p>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        {TEXT_FIELDS.map(({ field, hint }) => (
          <TextField
            key={field}
            id={`correct-${field}`}
            label={RESULT_FIELD_LABELS[field]}
            hint={hint}
            autoComplete="off"
            required={field === 'student_name' || field === 'father_name' || field === 'school_name'}
            error={submit.errorOf(field)}
            {...form.register(field)}
          />
        ))}
        <RadioGroup
          label={RESULT_FIELD_LABELS.absent}
          options={[
            { value: '0', label: CORRECT_TEXT.absentNo },
            { value: '1', label: CORRECT_TEXT.absentYes },
          ]}
          inline
          required
          {...submit.field('absent')}
        />
        <RadioGroup
          label={RESULT_FIELD_LABELS.result_status}
          options={[
            { value: '1', label: CORRECT_TEXT.declared },
            { value: '0', label: CORRECT_TEXT.withheld },
          ]}
          inline
          required
          {...submit.field('result_status')}
        />
        <TextField
          id="correct-reason"
          multiline
          rows={3}
          label={CORRECT_TEXT.reasonLabel}
          required
          {...submit.field('reason')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {CORRECT_TEXT.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** `/office/results/correct`: find a roll number's result in an exam, correct its fields with a reason. */
export function ResultCorrection({ importPath }: { importPath: string }) {
  const exams = useResource((signal) => getJson(OFFICE_EXAMS_PATH, officeExamsAnswerSchema, signal));
  const [found, setFound] = useState<OfficeResult | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { refused } = useOfficeSession();

  const show = (next: OfficeResult | null, message: typeof notice) => {
    setFound(next);
    setNotice(message);
    focusAfterRender(top);
  };
  const reload = async (rollno: string, year: number) => {
    setReloading(true);
    try {
      show((await getJson(officeResultPath(rollno, year), officeResultAnswerSchema)).data, null);
    } catch (error) {
      if (!refused(error))
        show(null, { tone: 'warning', message: error instanceof Error ? error.message : CORRECT_TEXT.notOpened });
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      <p className={styles.intro}>{CORRECT_TEXT.intro}</p>
      <p>
        <Link to={importPath}>{CORRECT_TEXT.toImport}</Link>
      </p>
      <Loaded resource={exams} loading={EXAMS_TEXT.loading} failed={EXAMS_TEXT.failed}>
        {(answer) => <FindResult exams={answer.data} onFound={(next) => show(next, null)} />}
      </Loaded>
      <div ref={top} tabIndex={-1} className={styles.notice}>
        {notice?.tone === 'success' && found && (
          <Alert tone="success">
            <p>{notice.message}</p>
            {certificateBlocker(found.row) === null && (
              <p>
                <Link to={certificatePath(found.row.rollno, found.exam.year)}>{CORRECT_TEXT.seeCertificate}</Link>
              </p>
            )}
          </Alert>
        )}
        {notice?.tone === 'warning' && (
          <Alert
            tone="warning"
            action={
              found && (
                <Button onClick={() => reload(found.row.rollno, found.exam.year)} loading={reloading}>
                  {CORRECT_TEXT.reload}
                </Button>
              )
            }
          >
            <p>{notice.message}</p>
          </Alert>
        )}
      </div>
      {found && (
        <div className={styles.section}>
          <CorrectionForm
            key={`${found.exam.year}-${found.row.rollno}-${found.version}`}
            found={found}
            onSaved={(saved, message) => show(saved, { tone: 'success', message })}
            onStale={() => setNotice({ tone: 'warning', message: CORRECT_TEXT.staleNote })}
          />
        </div>
      )}
    </>
  );
}
