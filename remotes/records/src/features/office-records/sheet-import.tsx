import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, ErrorSummary, FileInput, Link, useFocusAfterRender } from '@college/design-system';
import { officePost, officePostForm, officeRoom as styles } from '@college/remote-kit/office';
import {
  type ClassNames,
  type DatasetOverview,
  IMPORT_COMMIT_PATH,
  importCommitAnswerSchema,
  type ImportPreview as Preview,
  importPreviewAnswerSchema,
  importPreviewPath,
  SHEET_ACCEPT,
  SHEET_FIELD,
  SHEET_FILES_ACCEPT,
  SHEET_FILES_FIELD,
} from '@college/records-service/office/records';
import { classColumnsOf } from './class-names';
import { ImportPreview } from './import-preview';
import { RECORDS_TEXT as T } from './records-text';
import { type Failure, useOfficeCall } from './use-office-call';

type Step = { name: 'file' } | { name: 'preview'; preview: Preview } | { name: 'done'; message: string };

const SHEET_ID = 'records-sheet-file';
const FILES_ID = 'records-sheet-files';

/**
 * Choose the sheet (and its files) → its preview (problems, or what it would change; a class by its
 * names) → confirm → done.
 */
export function SheetImport({
  dataset,
  names,
  onImported,
}: {
  dataset: DatasetOverview;
  names: ClassNames;
  onImported: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [tries, setTries] = useState(0);
  const [stale, setStale] = useState<Failure | null>(null);
  const { run, sending, failure, setFailure } = useOfficeCall();
  const top = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const hasFiles = dataset.file_columns.length > 0;
  const classColumns = classColumnsOf(dataset.columns);

  const moveTo = (next: Step) => {
    setStep(next);
    focusAfterRender(top);
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStale(null);
    const elements = event.currentTarget.elements;
    const sheet = (elements.namedItem(SHEET_FIELD) as HTMLInputElement).files?.[0];
    if (!sheet) {
      setFailure({ message: T.notRead, fields: { file: T.sheetNeeded } });
      setTries((n) => n + 1);
      return;
    }
    const form = new FormData();
    form.append(SHEET_FIELD, sheet);
    const files = hasFiles ? (elements.namedItem(SHEET_FILES_FIELD) as HTMLInputElement).files : null;
    for (const file of files ?? []) form.append(SHEET_FILES_FIELD, file);
    const answer = await run(
      (csrf) => officePostForm(importPreviewPath(dataset.name), form, importPreviewAnswerSchema, csrf),
      T.notRead,
    );
    if (answer) moveTo({ name: 'preview', preview: answer.data });
    else setTries((n) => n + 1);
  };

  const confirm = async (importId: string) => {
    // A stale or already-used preview cannot be confirmed: back to the file, saying why.
    const backToFile = (refusal: Failure) => {
      if (refusal.status !== 409 && refusal.status !== 404) return false;
      setStale(refusal);
      moveTo({ name: 'file' });
      return true;
    };
    const answer = await run(
      (csrf) => officePost(IMPORT_COMMIT_PATH, { import_id: importId }, importCommitAnswerSchema, csrf),
      T.notImported,
      backToFile,
    );
    if (answer) {
      moveTo({ name: 'done', message: answer.message });
      onImported();
    }
  };

  const sheetError = failure?.fields.file;
  const filesError = failure?.fields.files;
  const summary = [
    ...(sheetError ? [{ fieldId: SHEET_ID, label: T.sheetLabel, message: sheetError }] : []),
    ...(filesError ? [{ fieldId: FILES_ID, label: T.filesLabel, message: filesError }] : []),
  ];
  return (
    <section aria-labelledby="import-title">
      <h2 id="import-title">{T.importTitle}</h2>
      <div ref={top} tabIndex={-1} className={styles.notice}>
        {stale && (
          <Alert tone="warning" title={T.staleTitle}>
            <p>{stale.message}</p>
          </Alert>
        )}
        {failure && summary.length === 0 && (
          <Alert tone="danger">
            <p>{failure.message}</p>
          </Alert>
        )}
      </div>
      {step.name === 'file' && (
        <form className={styles.form} aria-label={T.formLabel} noValidate onSubmit={check}>
          <ErrorSummary errors={summary} focusKey={tries} />
          <fieldset className={styles.fields} disabled={sending}>
            <FileInput
              id={SHEET_ID}
              name={SHEET_FIELD}
              label={T.sheetLabel}
              hint={
                classColumns.length > 0
                  ? `${T.sheetHint(dataset.columns)} ${T.classHint(classColumns)}`
                  : T.sheetHint(dataset.columns)
              }
              accept={SHEET_ACCEPT}
              required
              error={sheetError}
            />
            {hasFiles && (
              <FileInput
                id={FILES_ID}
                name={SHEET_FILES_FIELD}
                label={T.filesLabel}
                hint={T.filesHint(dataset.file_columns)}
                accept={SHEET_FILES_ACCEPT}
                multiple
                error={filesError}
              />
            )}
            <div>
              <Button type="submit" loading={sending}>
                {T.check}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      {step.name === 'preview' && (
        <ImportPreview
          preview={step.preview}
          columns={dataset.columns}
          names={names}
          sending={sending}
          onConfirm={() => step.preview.import_id && confirm(step.preview.import_id)}
          onCancel={() => moveTo({ name: 'file' })}
        />
      )}
      {step.name === 'done' && (
        <>
          <Alert tone="success" title={T.doneTitle}>
            <p>{step.message}</p>
          </Alert>
          <div className={styles.actions}>
            <Button onClick={() => moveTo({ name: 'file' })}>{T.another}</Button>
          </div>
          <p>
            <Link to="/office/records">{T.backToRecords}</Link>
          </p>
        </>
      )}
    </section>
  );
}
