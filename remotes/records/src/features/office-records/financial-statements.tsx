import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  DataTable,
  ExternalLink,
  FileInput,
  formatFileSize,
  Select,
  TextField,
} from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { collegeTime, Loaded, officePostForm, officeRoom as styles } from '@college/remote-kit/office';
import {
  FINANCIAL_DOCUMENT_NAMES,
  FINANCIAL_LABELS,
  financialAnswerSchema,
  financialReplacedAnswerSchema,
  financialStatementPath,
  OFFICE_FINANCIAL_PATH,
} from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';
import { useOfficeCall } from './use-office-call';

/** The six financial statements, and the form that replaces one by a newer PDF (with a reason). */
export function FinancialStatements() {
  const statements = useResource((signal) => getJson(OFFICE_FINANCIAL_PATH, financialAnswerSchema, signal));
  const { run, sending, failure, setFailure } = useOfficeCall();
  const [done, setDone] = useState<string | null>(null);

  const replace = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = (form.elements.namedItem('name') as HTMLSelectElement).value;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    const reason = (form.elements.namedItem('reason') as HTMLInputElement).value;
    const fields: Record<string, string> = {};
    if (!file) fields.file = T.statementFileNeeded;
    if (reason.trim() === '') fields.reason = T.reasonNeeded;
    if (!file || Object.keys(fields).length > 0) {
      setFailure({ message: T.notReplaced, fields });
      return;
    }
    const data = new FormData();
    data.append('reason', reason);
    data.append('file', file);
    const answer = await run(
      (csrf) => officePostForm(financialStatementPath(name), data, financialReplacedAnswerSchema, csrf),
      T.notReplaced,
    );
    if (answer) {
      setDone(`${answer.data.label}: ${answer.message}`);
      form.reset();
      statements.reload();
    }
  };

  return (
    <section aria-labelledby="financial-title" className={styles.section}>
      <h2 id="financial-title">{T.financialTitle}</h2>
      <p className={styles.intro}>{T.financialIntro}</p>
      <Loaded resource={statements} loading={T.loading} failed={T.loadFailed}>
        {({ data }) => (
          <DataTable
            caption={T.financialCaption}
            columns={[
              {
                key: 'label',
                header: T.statementLabel,
                render: (row) => (
                  <ExternalLink href={row.url} aria-label={T.open(row.label)}>
                    {row.label}
                  </ExternalLink>
                ),
              },
              { key: 'size', header: T.size, render: (row) => formatFileSize(row.size) },
              {
                key: 'updated_at',
                header: T.updated,
                render: (row) => collegeTime(row.updated_at, 'day'),
              },
            ]}
            rows={data}
            getRowKey={(row) => row.name}
          />
        )}
      </Loaded>
      {done && (
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
      )}
      {failure && Object.keys(failure.fields).length === 0 && (
        <Alert tone="danger">
          <p>{failure.message}</p>
        </Alert>
      )}
      <form className={styles.form} aria-label={T.financialLabel} noValidate onSubmit={replace}>
        <fieldset className={styles.fields} disabled={sending}>
          <Select
            label={T.statementLabel}
            name="name"
            options={FINANCIAL_DOCUMENT_NAMES.map((name) => ({ value: name, label: FINANCIAL_LABELS[name] }))}
          />
          <FileInput
            label={T.statementFileLabel}
            name="file"
            accept=".pdf,application/pdf"
            required
            error={failure?.fields.file}
          />
          <TextField label={T.reasonLabel} name="reason" required error={failure?.fields.reason} />
          <div>
            <Button type="submit" loading={sending}>
              {T.replace}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
