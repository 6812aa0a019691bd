import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, ErrorSummary, FileInput, Link, useFocusAfterRender } from '@college/design-system';
import { ApiError } from '@college/remote-kit';
import { officePost, officePostForm, useOfficeSession } from '@college/remote-kit/office';
import {
  STATEMENT_ACCEPT,
  STATEMENT_COLUMNS_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_FIELDS,
  STATEMENT_PREVIEW_PATH,
  type StatementColumnsAnswer,
  statementColumnsAnswerSchema,
  type StatementCommitAnswer,
  statementCommitAnswerSchema,
  type StatementMapping as Mapping,
  type StatementPreview as Preview,
  statementPreviewAnswerSchema,
} from '@college/admissions-service/office/payments';
import { PAYMENTS_TEXT, STATEMENT_TEXT } from './payments-text';
import { statementForm } from './statement-api';
import { StatementMapping } from './statement-mapping';
import { StatementPreview } from './statement-preview';
import { CellTable } from './table-scroll';
import { useNameOf } from './use-name-of';
import styles from './payments.module.css';

type Step =
  | { name: 'file' }
  | { name: 'mapping'; file: File; columns: StatementColumnsAnswer['data'] }
  | { name: 'preview'; preview: Preview }
  | { name: 'result'; result: StatementCommitAnswer };

const FILE_ID = 'statement-file';

/** `/office/accounts/statement`: choose the file → map its columns → preview → confirm or cancel → result. */
export function StatementImport({ listPath }: { listPath: string }) {
  const { csrfToken, refused } = useOfficeSession();
  const nameOf = useNameOf();
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [tries, setTries] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const moveTo = (next: Step) => {
    setFailure(null);
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
      setFailure({
        message: `${notSent} ${error instanceof Error ? error.message : ''}`.trim(),
        fields: error instanceof ApiError ? error.fieldErrors : {},
      });
      setTries((n) => n + 1);
      return undefined;
    } finally {
      setSending(false);
    }
  };

  const readFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) {
      setFailure({ message: STATEMENT_TEXT.notRead, fields: { file: STATEMENT_TEXT.fileNeeded } });
      setTries((n) => n + 1);
      return;
    }
    const answer = await run(
      () => officePostForm(STATEMENT_COLUMNS_PATH, statementForm(file), statementColumnsAnswerSchema, csrfToken),
      STATEMENT_TEXT.notRead,
    );
    if (answer) moveTo({ name: 'mapping', file, columns: answer.data });
  };
  const preview = async (file: File, mapping: Mapping) => {
    const answer = await run(
      () =>
        officePostForm(STATEMENT_PREVIEW_PATH, statementForm(file, mapping), statementPreviewAnswerSchema, csrfToken),
      STATEMENT_TEXT.notRead,
    );
    if (answer) moveTo({ name: 'preview', preview: answer.data });
  };
  const confirm = async (importId: string) => {
    const answer = await run(
      () => officePost(STATEMENT_COMMIT_PATH, { import_id: importId }, statementCommitAnswerSchema, csrfToken),
      STATEMENT_TEXT.notConfirmed,
    );
    if (answer) moveTo({ name: 'result', result: answer });
  };

  const fileError = failure?.fields.file;
  return (
    <>
      <p className={styles.intro}>{STATEMENT_TEXT.intro}</p>
      <p>
        <Link to={listPath}>{PAYMENTS_TEXT.toList}</Link>
      </p>
      <div ref={top} tabIndex={-1} className={styles.notice}>
        {failure && !fileError && step.name !== 'mapping' && <Alert tone="danger">{failure.message}</Alert>}
      </div>
      {step.name === 'file' && (
        <form className={styles.form} aria-label={STATEMENT_TEXT.read} noValidate onSubmit={readFile}>
          <ErrorSummary
            errors={fileError ? [{ fieldId: FILE_ID, label: STATEMENT_TEXT.fileLabel, message: fileError }] : []}
            focusKey={tries}
          />
          <fieldset className={styles.fields} disabled={sending}>
            <FileInput
              id={FILE_ID}
              name="file"
              label={STATEMENT_TEXT.fileLabel}
              accept={STATEMENT_ACCEPT}
              required
              error={fileError}
            />
            <div>
              <Button type="submit" loading={sending}>
                {STATEMENT_TEXT.read}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      {step.name === 'mapping' && (
        <>
          {failure && !STATEMENT_FIELDS.some((field) => failure.fields[field]) && (
            <Alert tone="danger">{failure.message}</Alert>
          )}
          <StatementMapping
            columns={step.columns}
            errors={failure?.fields}
            sending={sending}
            onPreview={(mapping) => preview(step.file, mapping)}
            onBack={() => moveTo({ name: 'file' })}
          />
        </>
      )}
      {step.name === 'preview' && (
        <StatementPreview
          preview={step.preview}
          sending={sending}
          onConfirm={() => confirm(step.preview.import_id)}
          onCancel={() => moveTo({ name: 'file' })}
          onPreviewChange={(preview) => setStep({ name: 'preview', preview })}
          nameOf={nameOf}
        />
      )}
      {step.name === 'result' && (
        <section aria-labelledby="result-title">
          <h2 id="result-title">{STATEMENT_TEXT.resultTitle}</h2>
          <Alert tone="success">{step.result.message}</Alert>
          <ResultList caption={STATEMENT_TEXT.verifiedCaption} rows={step.result.data.verified} />
          {step.result.data.skipped.length > 0 && (
            <ResultList caption={STATEMENT_TEXT.skippedCaption} rows={step.result.data.skipped} />
          )}
          <div className={styles.actions}>
            <Button onClick={() => moveTo({ name: 'file' })}>{STATEMENT_TEXT.another}</Button>
          </div>
        </section>
      )}
    </>
  );
}

function ResultList({ caption, rows }: { caption: string; rows: { application_no: string; reference: string }[] }) {
  return (
    <CellTable
      label={caption}
      caption={`${caption} (${rows.length})`}
      headers={[STATEMENT_TEXT.columns.application, STATEMENT_TEXT.columns.reference]}
      rows={rows.map((row) => [row.application_no, row.reference])}
    />
  );
}
