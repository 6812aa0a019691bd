import { Alert, Button, DataTable } from '@college/design-system';
import { SheetProblems, officeRoom as styles } from '@college/remote-kit/office';
import type { ResultImportPreview } from '@college/results-service/office/results';
import { IMPORT_TEXT } from './office-text';

const C = IMPORT_TEXT.columns;
const PAGE_SIZE = 20;
/** A pager only where there is more than one page. */
const paging = (rows: readonly unknown[]) => ({ pageSize: PAGE_SIZE, paged: rows.length > PAGE_SIZE });

export interface ImportPreviewProps {
  preview: ResultImportPreview;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The sheet checked: every problem by line (then nothing can be imported), or what it would add,
 * change and remove, with counts; Confirm imports exactly this previewed sheet.
 */
export function ImportPreview({ preview, sending = false, onConfirm, onCancel }: ImportPreviewProps) {
  if (preview.problems.length > 0 || preview.import_id === null) {
    const count = preview.problems.length;
    return (
      <SheetProblems
        problems={preview.problems}
        words={{
          title: IMPORT_TEXT.problemsTitle(count),
          note: IMPORT_TEXT.problemsNote(count),
          caption: IMPORT_TEXT.problemsCaption,
          line: C.line,
          problem: C.problem,
          uploadAgain: IMPORT_TEXT.uploadAgain,
        }}
        onUploadAgain={onCancel}
      />
    );
  }
  const counts = [
    { label: IMPORT_TEXT.added, count: preview.added.length },
    { label: IMPORT_TEXT.changed, count: preview.changed.length },
    { label: IMPORT_TEXT.removed, count: preview.removed.length },
  ];
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{IMPORT_TEXT.previewTitle}</h2>
      <h3>{IMPORT_TEXT.counts}</h3>
      <ul className={styles.counts}>
        {counts.map(({ label, count }) => (
          <li key={label}>
            <span className={styles.count}>{count}</span> {label}
          </li>
        ))}
        <li>{IMPORT_TEXT.unchanged(preview.unchanged)}</li>
      </ul>
      {preview.removed.length > 0 && <Alert tone="warning">{IMPORT_TEXT.replaces}</Alert>}
      <div className={styles.actions}>
        <Button onClick={onConfirm} loading={sending}>
          {IMPORT_TEXT.confirm(preview.rows)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {IMPORT_TEXT.cancel}
        </Button>
      </div>
      <div className={styles.section}>
        <DataTable
          caption={`${IMPORT_TEXT.added} (${preview.added.length})`}
          columns={[
            { key: 'line', header: C.line },
            { key: 'rollno', header: C.rollno },
            { key: 'student_name', header: C.name },
          ]}
          rows={preview.added}
          {...paging(preview.added)}
          emptyMessage={IMPORT_TEXT.none}
          getRowKey={(row) => row.rollno}
        />
      </div>
      <div className={styles.section}>
        <DataTable
          caption={`${IMPORT_TEXT.changed} (${preview.changed.length})`}
          columns={[
            { key: 'line', header: C.line },
            { key: 'rollno', header: C.rollno },
            { key: 'student_name', header: C.name },
            { key: 'fields', header: C.fields, render: (row) => row.fields.join(', ') },
          ]}
          rows={preview.changed}
          {...paging(preview.changed)}
          emptyMessage={IMPORT_TEXT.none}
          getRowKey={(row) => row.rollno}
        />
      </div>
      <div className={styles.section}>
        <DataTable
          caption={`${IMPORT_TEXT.removed} (${preview.removed.length})`}
          columns={[
            { key: 'rollno', header: C.rollno },
            { key: 'student_name', header: C.name },
          ]}
          rows={preview.removed}
          {...paging(preview.removed)}
          emptyMessage={IMPORT_TEXT.none}
          getRowKey={(row) => row.rollno}
        />
      </div>
    </section>
  );
}
