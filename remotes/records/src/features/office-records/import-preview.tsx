import { PreviewTable, SheetPreview, SheetProblems, officeRoom as styles } from '@college/remote-kit/office';
import type { ClassNames, ImportPreview as Preview } from '@college/records-service/office/records';
import { shownValue } from './class-names';
import { RECORDS_TEXT as T } from './records-text';

const C = T.columns;
/** A row's values in the sheet's column order, as one line: a course, part or year by its name. */
const describe = (values: Record<string, string>, columns: readonly string[], names: ClassNames) =>
  columns
    .filter((column) => values[column] !== undefined && values[column] !== '')
    .map((column) => shownValue(names, column, values[column]))
    .join(', ');

export interface ImportPreviewProps {
  preview: Preview;
  columns: readonly string[];
  /** The lists' names: the stored rows hold codes. */
  names: ClassNames;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The sheet checked: every problem by line (then nothing can be imported), or what it would add and
 * change and how many records it leaves; Confirm imports exactly this previewed sheet.
 */
export function ImportPreview({ preview, columns, names, sending = false, onConfirm, onCancel }: ImportPreviewProps) {
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
  const values = {
    key: 'values',
    header: T.recordsTitle,
    render: (row: { values: Record<string, string> }) => (
      <span className={styles.values}>{describe(row.values, columns, names)}</span>
    ),
  } as const;
  return (
    <SheetPreview
      title={T.previewTitle}
      counts={[
        { count: preview.added.length, label: T.added },
        { count: preview.changed.length, label: T.changed },
        T.unchanged(preview.unchanged),
        ...(preview.new_files > 0 ? [T.newFiles(preview.new_files)] : []),
      ]}
      confirm={T.confirm(preview.rows)}
      cancel={T.cancel}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <PreviewTable
        label={T.added}
        columns={[{ key: 'line', header: C.line }, values]}
        rows={preview.added}
        none={T.none}
        getRowKey={(row) => row.line}
      />
      <PreviewTable
        label={T.changed}
        columns={[
          { key: 'line', header: C.line },
          values,
          { key: 'fields', header: C.fields, render: (row) => row.fields.join(', ') },
        ]}
        rows={preview.changed}
        none={T.none}
        getRowKey={(row) => row.line}
      />
    </SheetPreview>
  );
}
