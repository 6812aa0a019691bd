import { type FormEvent, useState } from 'react';
import { Alert, Button, DataTable, TextField } from '@college/design-system';
import { collegeTime, officePost, officeRoom as styles } from '@college/remote-kit/office';
import {
  DATASET_LABELS,
  type ImportSummary,
  importUndoAnswerSchema,
  importUndoPath,
  isDatasetName,
} from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';
import { useOfficeCall } from './use-office-call';

/** 06-12-2026 14:05 IST: the college's day and clock. */
const when = (iso: string) => collegeTime(iso, 'minute');
const labelOf = (name: string) => (isDatasetName(name) ? DATASET_LABELS[name] : name);

/** The imports (under the page's heading for them), newest first (who, when, what they did); the last of a dataset can be undone with a reason. */
export function ImportHistory({
  imports,
  onUndone,
}: {
  imports: ImportSummary[];
  onUndone: (message: string) => void;
}) {
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const [reason, setReason] = useState('');
  const { run, sending, failure, setFailure } = useOfficeCall();

  const undo = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!undoing) return;
    if (reason.trim() === '') {
      setFailure({ message: T.notUndone, fields: { reason: T.reasonNeeded } });
      return;
    }
    const answer = await run(
      (csrf) => officePost(importUndoPath(undoing.id), { reason }, importUndoAnswerSchema, csrf),
      T.notUndone,
    );
    if (answer) {
      setUndoing(null);
      setReason('');
      onUndone(answer.message);
    }
  };

  return (
    <>
      <DataTable
        caption={T.historyCaption}
        columns={[
          { key: 'committed_at', header: T.columns.when, render: (row) => when(row.committed_at) },
          { key: 'dataset', header: T.columns.dataset, render: (row) => labelOf(row.dataset) },
          { key: 'committed_by', header: T.columns.who, render: (row) => row.committed_by ?? '' },
          {
            key: 'what',
            header: T.columns.what,
            render: (row) =>
              `${T.counts(row.added, row.changed, row.unchanged)}${row.undone_at ? `; ${T.undone(when(row.undone_at))}` : ''}`,
          },
          {
            key: 'actions',
            header: T.columns.actions,
            render: (row) =>
              row.undoable ? (
                <Button
                  variant="secondary"
                  onClick={() => setUndoing(row)}
                  aria-label={`${T.undo}: ${labelOf(row.dataset)}, ${when(row.committed_at)}`}
                >
                  {T.undo}
                </Button>
              ) : null,
          },
        ]}
        rows={imports}
        emptyMessage={T.historyEmpty}
        getRowKey={(row) => row.id}
      />
      {undoing && (
        <form className={styles.form} aria-label={T.undoFormLabel} noValidate onSubmit={undo}>
          {failure && !failure.fields.reason && (
            <Alert tone="danger">
              <p>{failure.message}</p>
            </Alert>
          )}
          <p>
            {labelOf(undoing.dataset)}, {when(undoing.committed_at)}:{' '}
            {T.counts(undoing.added, undoing.changed, undoing.unchanged)}
          </p>
          <TextField
            label={T.undoReason}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            error={failure?.fields.reason}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {T.undoConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setUndoing(null)} disabled={sending}>
              {T.cancel}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
