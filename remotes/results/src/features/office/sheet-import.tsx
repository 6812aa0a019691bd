import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, ErrorSummary, FileInput, Link, Select, useFocusAfterRender } from '@college/design-system';
import { ApiError } from '@college/remote-kit';
import { officePost, officePostForm, useOfficeSession, officeRoom as styles } from '@college/remote-kit/office';
import {
  type ImportCounts,
  type OfficeExam,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  RESULT_SHEET_ACCEPT,
  resultImportCommitAnswerSchema,
  type ResultImportPreview,
  resultImportPreviewAnswerSchema,
} from '@college/results-service/office/results';
import { ImportPreview } from './import-preview';
import { IMPORT_TEXT } from './office-text';

type Step =
  | { name: 'file' }
  | { name: 'preview'; preview: ResultImportPreview }
  | { name: 'done'; message: string; counts: ImportCounts };
type Failure = { message: string; fields: Record<string, string>; stale?: boolean };

const FILE_ID = 'result-sheet-file';
const EXAM_ID = 'result-sheet-exam';

export interface SheetImportProps {
  /** Every exam, newest first: the sheet goes into the one chosen, the newest unless another is. */
  exams: readonly OfficeExam[];
  correctPath: string;
  publicPath: string;
  /** After a commit: the exams' counts and last imports changed. */
  onImported?: () => void;
}

/**
 * `/office/results`: choose the exam and the sheet → its preview against that exam (problems, or
 * what it would change) → confirm → done.
 */
export function SheetImport({ exams, correctPath, publicPath, onImported }: SheetImportProps) {
  const { csrfToken, refused } = useOfficeSession();
  /** The exam chosen (its year); '' until one is: the newest. */
  const [chosenYear, setChosenYear] = useState('');
  const year = chosenYear || (exams[0] ? String(exams[0].year) : '');
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [tries, setTries] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const moveTo = (next: Step, keep: Failure | null = null) => {
    setFailure(keep);
    setStep(next);
    focusAfterRender(top);
  };
  /** Runs one call; a refusal is shown (by field where the service named one). */
  const run = async <T,>(call: () => Promise<T>, notSent: string): Promise<T | undefined> => {
    setSending(true);
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      if (refused(error)) return undefined;
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const reason = error instanceof Error ? error.message : '';
      // A stale or already-used preview cannot be confirmed: back to the file, saying why.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        moveTo({ name: 'file' }, { message: reason, fields: {}, stale: true });
      } else {
        setFailure({ message: `${notSent} ${reason}`.trim(), fields });
        setTries((n) => n + 1);
      }
      return undefined;
    } finally {
      setSending(false);
    }
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) {
      setFailure({ message: IMPORT_TEXT.notRead, fields: { file: IMPORT_TEXT.fileNeeded } });
      setTries((n) => n + 1);
      return;
    }
    const form = new FormData();
    form.append('year', year);
    form.append('file', file);
    const answer = await run(
      () => officePostForm(RESULT_IMPORT_PREVIEW_PATH, form, resultImportPreviewAnswerSchema, csrfToken),
      IMPORT_TEXT.notRead,
    );
    if (answer) moveTo({ name: 'preview', preview: answer.data });
  };
  const confirm = async (importId: string) => {
    const answer = await run(
      () => officePost(RESULT_IMPORT_COMMIT_PATH, { import_id: importId }, resultImportCommitAnswerSchema, csrfToken),
      IMPORT_TEXT.notImported,
    );
    if (answer) {
      moveTo({ name: 'done', message: answer.message, counts: answer.data });
      onImported?.();
    }
  };

  const fileError = failure?.fields.file;
  const examError = failure?.fields.year;
  return (
    <>
      <p className={styles.intro}>{IMPORT_TEXT.intro}</p>
      <p className={styles.intro}>{IMPORT_TEXT.replaces}</p>
      <p>
        <Link to={correctPath}>{IMPORT_TEXT.toCorrect}</Link>
      </p>
      <div ref={top} tabIndex={-1} className={styles.notice}>
        {failure && !fileError && !examError && (
          <Alert tone={failure.stale ? 'warning' : 'danger'} title={failure.stale ? IMPORT_TEXT.staleTitle : undefined}>
            <p>{failure.message}</p>
          </Alert>
        )}
      </div>
      {step.name === 'file' && (
        <form className={styles.form} aria-label={IMPORT_TEXT.formLabel} noValidate onSubmit={check}>
          <ErrorSummary
            errors={[
              ...(examError ? [{ fieldId: EXAM_ID, label: IMPORT_TEXT.examLabel, message: examError }] : []),
              ...(fileError ? [{ fieldId: FILE_ID, label: IMPORT_TEXT.fileLabel, message: fileError }] : []),
            ]}
            focusKey={tries}
          />
          <fieldset className={styles.fields} disabled={sending}>
            <Select
              id={EXAM_ID}
              name="year"
              label={IMPORT_TEXT.examLabel}
              hint={IMPORT_TEXT.examHint}
              options={exams.map((exam) => ({
                value: String(exam.year),
                label: IMPORT_TEXT.examOption(exam.year, exam.name_en),
              }))}
              value={year}
              onChange={(event) => setChosenYear(event.target.value)}
              required
              error={examError}
            />
            <FileInput
              id={FILE_ID}
              name="file"
              label={IMPORT_TEXT.fileLabel}
              hint={IMPORT_TEXT.fileHint}
              accept={RESULT_SHEET_ACCEPT}
              required
              error={fileError}
            />
            <div>
              <Button type="submit" loading={sending}>
                {IMPORT_TEXT.check}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      {step.name === 'preview' && (
        <ImportPreview
          preview={step.preview}
          sending={sending}
          onConfirm={() => step.preview.import_id && confirm(step.preview.import_id)}
          onCancel={() => moveTo({ name: 'file' })}
        />
      )}
      {step.name === 'done' && (
        <section aria-labelledby="done-title">
          <h2 id="done-title">{IMPORT_TEXT.doneTitle}</h2>
          <Alert tone="success">
            <p>{step.message}</p>
          </Alert>
          <div className={styles.actions}>
            <Button onClick={() => moveTo({ name: 'file' })}>{IMPORT_TEXT.another}</Button>
          </div>
          <p>
            <Link to={publicPath}>{IMPORT_TEXT.seePublic}</Link>
          </p>
        </section>
      )}
    </>
  );
}
