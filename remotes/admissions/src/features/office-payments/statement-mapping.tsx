import { type FormEvent, useState } from 'react';
import { Button, ErrorSummary, Select } from '@college/design-system';
import {
  STATEMENT_FIELD_TEXT,
  STATEMENT_FIELDS,
  type StatementColumnsAnswer,
  type StatementField,
  type StatementMapping as Mapping,
  statementMappingSchema,
} from '@college/admissions-service/office/payments';
import * as v from 'valibot';
import { STATEMENT_TEXT } from './payments-text';
import { CellTable } from './table-scroll';
import styles from './payments.module.css';

type Columns = StatementColumnsAnswer['data'];
const fieldId = (field: StatementField) => `statement-${field}`;

export interface StatementMappingProps {
  columns: Columns;
  /** The service's refusals of the last preview, by field. */
  errors?: Partial<Record<string, string>>;
  sending?: boolean;
  onPreview: (mapping: Mapping) => void;
  onBack: () => void;
}

/**
 * Step 2 of the import: which column holds the reference, the amount and the date. The mapping
 * remembered for this statement's layout comes selected; a few lines show what each column holds.
 */
export function StatementMapping({ columns, errors = {}, sending = false, onPreview, onBack }: StatementMappingProps) {
  const [mapping, setMapping] = useState<Record<StatementField, string>>(() => ({
    reference: columns.mapping?.reference ?? '',
    amount: columns.mapping?.amount ?? '',
    date: columns.mapping?.date ?? '',
  }));
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [tries, setTries] = useState(0);
  const shown = { ...errors, ...problems };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(statementMappingSchema, mapping);
    if (checked.success) {
      setProblems({});
      onPreview(checked.output);
      return;
    }
    setProblems(
      Object.fromEntries(checked.issues.map((issue) => [v.getDotPath(issue) ?? 'reference', issue.message]).reverse()),
    );
    setTries((n) => n + 1);
  };
  const summary = STATEMENT_FIELDS.filter((field) => shown[field]).map((field) => ({
    fieldId: fieldId(field),
    label: STATEMENT_FIELD_TEXT[field],
    message: shown[field]!,
  }));

  return (
    <form className={styles.form} aria-label={STATEMENT_TEXT.mappingTitle} noValidate onSubmit={submit}>
      <h2>{STATEMENT_TEXT.mappingTitle}</h2>
      <p>{STATEMENT_TEXT.mappingIntro(columns.lines)}</p>
      {columns.mapping && <p>{STATEMENT_TEXT.remembered}</p>}
      <ErrorSummary errors={summary} focusKey={tries + Object.keys(errors).length} />
      <fieldset className={styles.fields} disabled={sending}>
        {STATEMENT_FIELDS.map((field) => (
          <Select
            key={field}
            id={fieldId(field)}
            label={STATEMENT_FIELD_TEXT[field]}
            placeholder={STATEMENT_TEXT.columnPlaceholder}
            options={columns.columns.map((column) => ({ value: column, label: column }))}
            value={mapping[field]}
            required
            error={shown[field]}
            onChange={(event) => setMapping((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {STATEMENT_TEXT.preview}
          </Button>
          <Button type="button" variant="secondary" onClick={onBack}>
            {STATEMENT_TEXT.chooseAnother}
          </Button>
        </div>
      </fieldset>
      <CellTable
        label={STATEMENT_TEXT.sampleCaption}
        caption={STATEMENT_TEXT.sampleCaption}
        headers={columns.columns}
        rows={columns.sample.map((cells) => columns.columns.map((_column, index) => cells[index] ?? ''))}
      />
    </form>
  );
}
