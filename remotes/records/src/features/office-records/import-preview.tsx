import { Button, DataTable } from '@college/design-system';
import { SheetProblems, officeRoom as styles } from '@college/remote-kit/office';
import type { ImportPreview as Preview } from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';

const C = T.columns;
const PAGE_SIZE = 20;
/** A pager only where there is more than one page. */
const paging = (rows: readonly unknown[]) => ({ pageSize: PAGE_SIZE, paged: rows.length > PAGE_SIZE });
/** A row's values in the sheet's column order, as one line. */
const describe = (values: Record<string, string>, columns: readonly string[]) =>
  columns
    .map((column) => values[column])
    .filter((value) => value !== undefined && value !== '')
    .join(', ');

export interface ImportPreviewProps {
  preview: Preview;
  columns: readonly string[];
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The sheet checked: every problem by line (then nothing can be imported), or what it would add and
 * change and how many records it leaves; Confirm imports exactly this previewed sheet.
 */
export function ImportPreview({ preview, columns, sending = false, onConfirm, onCancel }: ImportPreviewProps) {
  if (preview.problems.length > 0 || preview.import_id === null) {
    const count = preview.problems.length;
    return (
      <SheetProblems
        problems={preview.problems}
        words={{
          title: T.problemsTitle(count),
          note: T.problemsNote(count),
          caption: T.problemsCaption,
          line: C.line,
          problem: C.problem,
          uploadAgain: T.uploadAgain,
        }}
        onUploadAgain={onCancel}
      />
    );
  }
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{T.previewTitle}</h2>
      <ul className={styles.counts}>
        <li>
          <span className={styles.count}>{preview.added.length}</span> {T.added}
        </li>
        <li>
          <span className={styles.count}>{preview.changed.length}</span> {T.changed}
        </li>
        <li>{T.unchanged(preview.unchanged)}</li>
        {preview.new_files > 0 && <li>{T.newFiles(preview.new_files)}</li>}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onConfirm} loading={sending}>
          {T.confirm(preview.rows)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {T.cancel}
        </Button>
      </div>
      <div className={styles.section}>
        <DataTable
          caption={`${T.added} (${preview.added.length})`}
          columns={[
            { key: 'line', header: C.line },
            {
              key: 'values',
              header: T.recordsTitle,
              render: (row) => <span className={styles.values}>{describe(row.values, columns)}</span>,
            },
          ]}
          rows={preview.added}
          {...paging(preview.added)}
          emptyMessage={T.none}
          getRowKey={(row) => row.line}
        />
      </div>
      <div className={styles.section}>
        <DataTable
          caption={`${T.changed} (${preview.changed.length})`}
          columns={[
            { key: 'line', header: C.line },
            {
              key: 'values',
              header: T.recordsTitle,
              render: (row) => <span className={styles.values}>{describe(row.values, columns)}</span>,
            },
            { key: 'fields', header: C.fields, render: (row) => row.fields.join(', ') },
          ]}
          rows={preview.changed}
          {...paging(preview.changed)}
          emptyMessage={T.none}
          getRowKey={(row) => row.line}
        />
      </div>
    </section>
  );
}
