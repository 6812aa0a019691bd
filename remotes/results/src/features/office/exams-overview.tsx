import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { Alert, Button, DataTable, TextField, useFocusAfterRender } from '@college/design-system';
import { ApiError } from '@college/remote-kit';
import { collegeTime, officePost, useOfficeSession, officeRoom as styles } from '@college/remote-kit/office';
import {
  type ImportSummary,
  importUndoAnswerSchema,
  importUndoPath,
  type OfficeExam,
  undoImportSchema,
} from '@college/results-service/office/results';
import { formatIndianDate } from '@college/settings/dates';
import { EXAMS_TEXT as T } from './office-text';

/** 06-12-2026 14:05 IST: the college's day and clock. */
const when = (iso: string) => collegeTime(iso, 'minute');

/** An exam's last import in words: when, by whom, how many rows; undone when it was. */
function lastImportText(last: ImportSummary | null) {
  if (!last) return T.noImport;
  const done = T.imported(when(last.committed_at), last.committed_by, last.rows);
  return last.undone_at ? `${done}; ${T.undoneOn(when(last.undone_at))}` : done;
}

/** Asked first: what the undo will do to the exam, and why (for the audit log). */
function UndoForm({
  exam,
  last,
  onUndone,
  onCancel,
}: {
  exam: OfficeExam;
  last: ImportSummary;
  onUndone: (message: string) => void;
  onCancel: () => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const undo = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The service's own schema: a reason is asked before anything is sent.
    const checked = v.safeParse(undoImportSchema, { reason });
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await officePost(importUndoPath(last.id), checked.output, importUndoAnswerSchema, csrfToken);
      onUndone(answer.message);
    } catch (error) {
      if (refused(error)) return;
      if (error instanceof ApiError && error.fieldErrors.reason) setProblem(error.fieldErrors.reason);
      else setFailure(`${T.notUndone} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} aria-label={T.undoFormLabel} noValidate onSubmit={undo}>
      <h3>{T.undoTitle(exam.name_en)}</h3>
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      <p>{T.undoWhat(exam.name_en, last.before, exam.results)}</p>
      <fieldset className={styles.fields} disabled={sending}>
        <TextField
          id="undo-reason"
          multiline
          rows={2}
          label={T.undoReason}
          name="reason"
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(undefined);
          }}
          required
          error={problem}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {T.undoConfirm}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The exams, newest first, with their results and last import; an exam's last import can be undone
 * (asked first, with a reason) while nothing else changed that exam's results.
 */
export function ExamsOverview({ exams, onUndone }: { exams: readonly OfficeExam[]; onUndone: () => void }) {
  const [undoing, setUndoing] = useState<OfficeExam | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  return (
    <>
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        {done && (
          <Alert tone="success">
            <p>{done}</p>
          </Alert>
        )}
      </div>
      <DataTable
        caption={T.caption}
        columns={[
          { key: 'year', header: T.columns.year },
          {
            key: 'name',
            header: T.columns.name,
            render: (exam) => (
              <>
                {exam.name_en}
                <br />
                <span lang="hi">{exam.name_hi}</span>
              </>
            ),
          },
          { key: 'held_on', header: T.columns.heldOn, render: (exam) => formatIndianDate(exam.held_on) },
          { key: 'certificate_prefix', header: T.columns.prefix },
          { key: 'results', header: T.columns.results },
          {
            key: 'last_import',
            header: T.columns.lastImport,
            render: (exam) => (
              <>
                {lastImportText(exam.last_import)}
                {exam.last_import?.undoable && (
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={T.undoLabel(exam.name_en, when(exam.last_import.committed_at))}
                      onClick={() => {
                        setDone(null);
                        setUndoing(exam);
                      }}
                    >
                      {T.undo}
                    </Button>
                  </div>
                )}
              </>
            ),
          },
        ]}
        rows={[...exams]}
        getRowKey={(exam) => exam.year}
      />
      {undoing?.last_import && (
        <UndoForm
          key={undoing.last_import.id}
          exam={undoing}
          last={undoing.last_import}
          onCancel={() => setUndoing(null)}
          onUndone={(message) => {
            setUndoing(null);
            setDone(message);
            onUndone();
            focusAfterRender(notice);
          }}
        />
      )}
    </>
  );
}
