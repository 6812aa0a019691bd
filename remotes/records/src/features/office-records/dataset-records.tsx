import { type FormEvent, useState } from 'react';
import { Alert, Button, DataTable, Select, TextField } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded, officePost, officeRoom as styles } from '@college/remote-kit/office';
import { MISSING } from '@college/records-service/contract';
import {
  type ClassNames,
  type DatasetOverview,
  datasetRowPath,
  datasetRowRemovePath,
  datasetRowsAnswerSchema,
  datasetRowsPath,
  isClassColumn,
  type OfficeRow,
  rowAnswerSchema,
} from '@college/records-service/office/records';
import { columnLabel, shownValue } from './class-names';
import { RECORDS_TEXT as T } from './records-text';
import { useOfficeCall } from './use-office-call';

/** The dataset's records (searched, also by course name), each correctable or removable with a reason. */
export function DatasetRecords({
  dataset,
  names,
  version,
  onChanged,
}: {
  dataset: DatasetOverview;
  names: ClassNames;
  version: number;
  onChanged: () => void;
}) {
  const [query, setQuery] = useState('');
  const rows = useResource(
    (signal) =>
      getJson(`${datasetRowsPath(dataset.name)}?q=${encodeURIComponent(query)}`, datasetRowsAnswerSchema, signal),
    [dataset.name, query, version],
  );
  const [editing, setEditing] = useState<OfficeRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const shown = dataset.columns.slice(0, 6);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <section aria-labelledby="records-title" className={styles.section}>
      <h2 id="records-title">{T.recordsTitle}</h2>
      <form className={styles.form} role="search" aria-label={T.searchLabel} onSubmit={search}>
        <TextField label={T.searchLabel} name="q" type="search" defaultValue={query} />
        <div>
          <Button type="submit" variant="secondary">
            {T.search}
          </Button>
        </div>
      </form>
      {done && (
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
      )}
      {editing && (
        <RecordEditor
          key={editing.id}
          dataset={dataset}
          names={names}
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setDone(message);
            setEditing(null);
            rows.reload();
            onChanged();
          }}
        />
      )}
      <Loaded resource={rows} loading={T.recordsLoading} failed={T.recordsFailed}>
        {({ data }) => (
          <DataTable
            caption={T.recordsCaption(data.rows.length, data.total)}
            columns={[
              ...shown.map((column) => ({
                key: column,
                header: columnLabel(column),
                render: (row: OfficeRow) => (
                  <span className={styles.values}>{shownValue(names, column, row.values[column])}</span>
                ),
              })),
              {
                key: 'actions',
                header: T.columns.actions,
                render: (row: OfficeRow) => (
                  <Button variant="secondary" onClick={() => setEditing(row)}>
                    {T.correct(row.id)}
                  </Button>
                ),
              },
            ]}
            rows={data.rows}
            pageSize={20}
            paged={data.rows.length > 20}
            emptyMessage={T.none}
            getRowKey={(row) => row.id}
          />
        )}
      </Loaded>
    </section>
  );
}

/**
 * One record's values (a course, year or semester and academic year chosen by name; files stay as
 * they are) and why: saved as a correction, or the record removed.
 */
function RecordEditor({
  dataset,
  names,
  row,
  onClose,
  onSaved,
}: {
  dataset: DatasetOverview;
  names: ClassNames;
  row: OfficeRow;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { run, sending, failure, setFailure } = useOfficeCall();
  const editable = dataset.columns.filter((column) => !dataset.file_columns.includes(column));
  // The part's list follows the course chosen; another course's part is no choice.
  const [course, setCourse] = useState(row.values.course_id ?? '');
  const [part, setPart] = useState(row.values.part_id ?? '');
  const parts = names.courses.find((entry) => String(entry.id) === course)?.parts ?? [];
  /** The list's options, and the stored code if the lists lack it (so a save never changes it unseen). */
  const optionsOf = (entries: { id: number; name: string }[], stored: string | undefined) => [
    ...entries.map((entry) => ({ value: String(entry.id), label: entry.name })),
    ...(stored && !entries.some((entry) => String(entry.id) === stored)
      ? [{ value: stored, label: T.unknownCode(stored) }]
      : []),
  ];
  const classField = (column: string) => {
    if (column === 'course_id')
      return (
        <Select
          key={column}
          label={columnLabel(column)}
          name={column}
          options={optionsOf(names.courses, row.values.course_id)}
          value={course}
          onChange={(event) => {
            setCourse(event.currentTarget.value);
            setPart('');
          }}
          error={failure?.fields[column]}
        />
      );
    if (column === 'part_id')
      return (
        <Select
          key={column}
          label={columnLabel(column)}
          name={column}
          placeholder={MISSING.part_id}
          options={optionsOf(parts, course === row.values.course_id ? row.values.part_id : undefined)}
          value={part}
          onChange={(event) => setPart(event.currentTarget.value)}
          error={failure?.fields[column]}
        />
      );
    // Newest first: a correction is most often to this year or the last.
    return (
      <Select
        key={column}
        label={columnLabel(column)}
        name={column}
        options={optionsOf([...names.years].reverse(), row.values[column])}
        defaultValue={row.values[column]}
        error={failure?.fields[column]}
      />
    );
  };

  const send = async (form: HTMLFormElement, remove: boolean) => {
    const data = new FormData(form);
    const reason = String(data.get('reason') ?? '');
    const fields: Record<string, string> = {};
    if (!remove && editable.includes('part_id') && part === '') fields.part_id = MISSING.part_id;
    if (reason.trim() === '') fields.reason = T.reasonNeeded;
    if (Object.keys(fields).length > 0) {
      setFailure({ message: T.notSaved, fields });
      return;
    }
    const answer = remove
      ? await run(
          (csrf) =>
            officePost(
              datasetRowRemovePath(dataset.name, row.id),
              { version: row.version, reason },
              rowAnswerSchema,
              csrf,
            ),
          T.notSaved,
        )
      : await run((csrf) => {
          const values = Object.fromEntries(editable.map((column) => [column, String(data.get(column) ?? '')]));
          return officePost(
            datasetRowPath(dataset.name, row.id),
            { values, version: row.version, reason },
            rowAnswerSchema,
            csrf,
          );
        }, T.notSaved);
    if (answer) onSaved(answer.message);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, false);
  };

  return (
    <form className={styles.form} aria-labelledby="editor-title" noValidate onSubmit={submit}>
      <h3 id="editor-title">{T.correctTitle(row.id)}</h3>
      {failure && (
        <Alert tone="danger">
          <p>{failure.message}</p>
        </Alert>
      )}
      <fieldset className={styles.fields} disabled={sending}>
        {editable.map((column) =>
          isClassColumn(column) ? (
            classField(column)
          ) : (
            <TextField
              key={column}
              label={column}
              name={column}
              defaultValue={row.values[column]}
              error={failure?.fields[column]}
            />
          ),
        )}
        {dataset.file_columns.length > 0 && <p>{T.fileKept}</p>}
        <TextField label={T.reasonLabel} name="reason" required error={failure?.fields.reason} />
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {T.save}
          </Button>
          <Button
            variant="danger"
            onClick={(event) => event.currentTarget.form && void send(event.currentTarget.form, true)}
          >
            {T.remove}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
