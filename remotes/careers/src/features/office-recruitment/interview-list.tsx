import { useState } from 'react';
import { Alert, Button, DataTable, Spinner } from '@college/design-system';
import { ApiError, getJson, Letterhead, useResource } from '@college/remote-kit';
import {
  collegeDay,
  collegeTime,
  downloadCsv,
  OFFICE_TEXT,
  officeList as layout,
  printSheet,
  toCsv,
  useRefusedRead,
} from '@college/remote-kit/office';
import { JOB_PROFILES } from '@college/careers-service/contract';
import {
  INTERVIEW_SHEET_COLUMNS,
  type InterviewSheetRow,
  interviewRowsAnswerSchema,
  interviewRowsUrl,
} from '@college/careers-service/office/recruitment';
import type { ListFilterValues } from './list-address';
import { RECRUITMENT_TEXT as TEXT } from './recruitment-text';
import styles from './office-recruitment.module.css';

/** One post (and subject, '' for all) of the interview list. */
export type InterviewChoice = { profile: number; post: string; subject: string };

/** The CSV of the interview list: the print view's rows, with empty marks and remarks for the panel. */
export const interviewSheetCsv = (rows: readonly InterviewSheetRow[]) =>
  toCsv(
    INTERVIEW_SHEET_COLUMNS,
    rows.map((row) => ({ ...row, marks: '', remarks: '' })),
  );

/** Reads the rows for the CSV (audited as a download by the service) and saves the file. */
async function downloadSheet(choice: InterviewChoice): Promise<void> {
  const answer = await getJson(interviewRowsUrl(choice.profile, choice.subject, 'csv'), interviewRowsAnswerSchema);
  downloadCsv(interviewSheetCsv(answer.data.rows), TEXT.interviewCsvName(choice.profile, collegeDay(new Date())));
}

/** The chosen post's interview list: a print view for the panel, or its CSV. */
export function InterviewListSection({
  filter,
  onPrint,
}: {
  filter: ListFilterValues;
  onPrint: (choice: InterviewChoice) => void;
}) {
  const post = JOB_PROFILES.find((item) => String(item.id) === filter.profile);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const refusedShown = useRefusedRead(failed);
  const choice = post ? { profile: post.id, post: post.profile, subject: filter.subject } : null;
  return (
    <section aria-labelledby="interview-list">
      <h2 id="interview-list">{TEXT.interviewHeading}</h2>
      {choice ? (
        <>
          {failed !== null && !refusedShown && (
            <Alert tone="danger" title={TEXT.csvFailed}>
              <p>{failed instanceof ApiError ? failed.message : String(failed)}</p>
            </Alert>
          )}
          <p className={styles.actions}>
            <Button variant="outline" onClick={() => onPrint(choice)}>
              {TEXT.interviewPrint(choice.post, choice.subject)}
            </Button>
            <Button
              loading={busy}
              onClick={async () => {
                setBusy(true);
                setFailed(null);
                try {
                  await downloadSheet(choice);
                } catch (error) {
                  setFailed(error);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {TEXT.interviewDownload(choice.post, choice.subject)}
            </Button>
          </p>
          <p className={layout.hint}>{TEXT.interviewPrintHint}</p>
          <p className={layout.hint}>{TEXT.interviewHint}</p>
        </>
      ) : (
        <p>{TEXT.interviewChoosePost}</p>
      )}
    </section>
  );
}

/** The interview list alone, for printing on A4 across: the letterhead, the post, the interview, one row each. */
export function InterviewListPrint({ choice, onClose }: { choice: InterviewChoice; onClose: () => void }) {
  const list = useResource(
    (signal) => getJson(interviewRowsUrl(choice.profile, choice.subject, 'print'), interviewRowsAnswerSchema, signal),
    [choice.profile, choice.subject],
  );
  useRefusedRead(list.status === 'error' ? list.error : null);
  const C = TEXT.interviewColumns;
  return (
    <>
      <p className={styles.actions} data-print-hidden="">
        <Button variant="outline" onClick={onClose}>
          {TEXT.closePrint}
        </Button>
        {list.status === 'ready' && <Button onClick={() => window.print()}>{TEXT.printNow}</Button>}
      </p>
      {list.status === 'loading' && <Spinner label={TEXT.interviewLoading} showLabel />}
      {list.status === 'error' && (
        <Alert
          tone="danger"
          title={TEXT.interviewNotLoaded}
          action={<Button onClick={list.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{list.error.message}</p>
        </Alert>
      )}
      {list.status === 'ready' && (
        <div {...printSheet('a4-across')}>
          <Letterhead />
          <h2>{TEXT.interviewTitle(choice.post, choice.subject)}</h2>
          <p>
            {TEXT.interviewWhen(list.data.data.interview_date, list.data.data.interview_time)}
            {' · '}
            {collegeTime(new Date().toISOString(), 'day')}
          </p>
          <div className={styles.scroll} data-scroll="">
            <DataTable<InterviewSheetRow & { serial: number }>
              caption={TEXT.interviewCaption}
              captionHidden
              rows={list.data.data.rows.map((row, index) => ({ ...row, serial: index + 1 }))}
              paged={false}
              getRowKey={(row) => row.application_no}
              emptyMessage={TEXT.interviewEmpty}
              columns={[
                { key: 'serial', header: C.serial },
                { key: 'application_no', header: C.number },
                { key: 'name', header: C.name },
                ...(choice.subject ? [] : [{ key: 'subject', header: C.subject }]),
                { key: 'mobile', header: C.mobile },
                { key: 'email', header: C.email },
                { key: 'qualifications', header: C.qualifications },
                { key: 'marks', header: C.marks, render: () => <span className={styles.marks} /> },
              ]}
            />
          </div>
        </div>
      )}
    </>
  );
}
