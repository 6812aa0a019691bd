import { Alert } from '@college/design-system';
import { PreviewTable, SheetPreview, SheetProblems } from '@college/remote-kit/office';
import type { ResultImportPreview } from '@college/results-service/office/results';
import { IMPORT_TEXT } from './office-text';

const C = IMPORT_TEXT.columns;

export interface ImportPreviewProps {
  preview: ResultImportPreview;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The sheet checked against its exam: every problem by line (then nothing can be imported), or what
 * it would add, change and remove in that exam, with counts; Confirm imports exactly this preview.
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
  const student = [
    { key: 'rollno', header: C.rollno },
    { key: 'student_name', header: C.name },
  ] as const;
  return (
    <SheetPreview
      title={IMPORT_TEXT.previewTitle}
      countsTitle={IMPORT_TEXT.counts}
      counts={[
        { count: preview.added.length, label: IMPORT_TEXT.added },
        { count: preview.changed.length, label: IMPORT_TEXT.changed },
        { count: preview.removed.length, label: IMPORT_TEXT.removed },
        IMPORT_TEXT.unchanged(preview.unchanged),
      ]}
      warning={
        <>
          <p>{IMPORT_TEXT.previewInto(preview.exam.name_en)}</p>
          {preview.removed.length > 0 && (
            <Alert tone="warning">{IMPORT_TEXT.removedWarning(preview.exam.name_en)}</Alert>
          )}
        </>
      }
      confirm={IMPORT_TEXT.confirm(preview.rows)}
      cancel={IMPORT_TEXT.cancel}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <PreviewTable
        label={IMPORT_TEXT.added}
        columns={[{ key: 'line', header: C.line }, ...student]}
        rows={preview.added}
        none={IMPORT_TEXT.none}
        getRowKey={(row) => row.rollno}
      />
      <PreviewTable
        label={IMPORT_TEXT.changed}
        columns={[
          { key: 'line', header: C.line },
          ...student,
          { key: 'fields', header: C.fields, render: (row) => row.fields.join(', ') },
        ]}
        rows={preview.changed}
        none={IMPORT_TEXT.none}
        getRowKey={(row) => row.rollno}
      />
      <PreviewTable
        label={IMPORT_TEXT.removed}
        columns={[...student]}
        rows={preview.removed}
        none={IMPORT_TEXT.none}
        getRowKey={(row) => row.rollno}
      />
    </SheetPreview>
  );
}
