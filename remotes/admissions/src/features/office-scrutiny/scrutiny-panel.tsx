import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type * as v from 'valibot';
import { Alert, Button, Spinner } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import { APPLICATION_STATE_TEXT } from '@college/admissions-service/contract';
import {
  OPEN_STATES,
  type Scrutiny,
  scrutinyAnswerSchema,
  scrutinyPath,
  sendQueryPath,
  sendQuerySchema,
} from '@college/admissions-service/office/scrutiny';
import { day } from '../shared/application-fields';
import { DocumentDecisions } from './document-decisions';
import { SCRUTINY_TEXT } from './scrutiny-text';
import styles from './scrutiny.module.css';
import { useStaleWrites } from './use-office-write';
import { ReopenForm } from './reopen-form';
import { VerdictForm } from './verdict-form';

/**
 * The scrutiny of one application on its office page: each document beside its approve / query /
 * reject with a reason, all saved at once, then the query and the verdict. The application page
 * mounts it under the application's fields (the documents are shown here, not above); it loads and
 * sends what it needs itself, and calls `onChanged` after a change so the page shows the new
 * status and version.
 */
export interface ScrutinyPanelProps {
  applicationNo: string;
  /** The version of the application the page shows (a change names it; a newer one refuses it). */
  version: number;
  /** For the documents' names ("Photograph of Asha Kumari"). */
  applicantName?: string;
  onChanged: () => void;
}

export function ScrutinyPanel({ applicationNo, version, applicantName, onChanged }: ScrutinyPanelProps) {
  const { csrfToken, refused } = useOfficeSession();
  const [reloads, setReloads] = useState(0);
  const scrutiny = useResource(
    (signal) => getJson(scrutinyPath(applicationNo), scrutinyAnswerSchema, signal),
    [applicationNo, reloads],
  );
  // A write answers the new scrutiny: shown at once, without a reload that would empty the panel.
  const [written, setWritten] = useState<Scrutiny | null>(null);
  // While it loads again, the last one stays: the decisions not yet saved stay on screen with it.
  const [last, setLast] = useState<Scrutiny | null>(null);
  const current = written ?? scrutiny.data?.data;
  if (current && current !== last) setLast(current);
  const data = current ?? (scrutiny.status === 'loading' && last ? last : undefined);
  const writes = useStaleWrites(refused);
  const saved = (next: Scrutiny) => {
    writes.clear();
    setWritten(next);
    onChanged();
  };
  const reload = () => {
    writes.clear();
    setWritten(null);
    setReloads((count) => count + 1);
    onChanged();
  };
  // The page shows a newer version than this panel (someone else's change): load it.
  const behind = data !== undefined && version > data.version;
  useEffect(() => {
    if (!behind) return;
    setWritten(null);
    setReloads((count) => count + 1);
  }, [behind]);

  if (!data && scrutiny.status === 'loading') return <Spinner label={SCRUTINY_TEXT.loading} />;
  if (!data) {
    if (refused(scrutiny.error)) return null;
    return (
      <Alert
        tone="danger"
        title={SCRUTINY_TEXT.loadFailed}
        action={<Button onClick={scrutiny.reload}>{SCRUTINY_TEXT.retry}</Button>}
      >
        <p>{scrutiny.error?.message}</p>
      </Alert>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="scrutiny-heading">
      <h2 id="scrutiny-heading">{SCRUTINY_TEXT.heading}</h2>
      <p>
        {SCRUTINY_TEXT.state}: <strong>{APPLICATION_STATE_TEXT[data.state]}</strong>
      </p>
      <div aria-live="polite">
        {writes.stale && (
          <Alert
            tone="warning"
            title={SCRUTINY_TEXT.staleTitle}
            action={<Button onClick={reload}>{SCRUTINY_TEXT.reload}</Button>}
          >
            <p>{writes.stale}</p>
          </Alert>
        )}
      </div>
      <ScrutinyBody
        data={data}
        csrfToken={csrfToken}
        applicantName={applicantName}
        onSaved={saved}
        onFailed={writes.failed}
      />
    </section>
  );
}

interface BodyProps {
  data: Scrutiny;
  csrfToken: string;
  applicantName?: string;
  onSaved: (scrutiny: Scrutiny) => void;
  onFailed: (failure: { error: unknown }) => void;
}

function ScrutinyBody({ data, csrfToken, applicantName, onSaved, onFailed }: BodyProps) {
  const open = (OPEN_STATES as readonly string[]).includes(data.state);
  // Taking back a rejection is the admission officer's decision, not a verifier's.
  const canReopen = useOfficeSession().has('admission_officer');
  const queried = data.documents.filter((document) => document.review?.decision === 'queried').length;
  // A query or a verdict goes by the saved decisions: the clerk is told when some are not saved.
  const [unsaved, setUnsaved] = useState(0);
  const onUnsaved = useCallback((count: number) => setUnsaved(count), []);
  const unsavedNote = open && unsaved > 0 && <p className={styles.unsavedFirst}>{SCRUTINY_TEXT.unsavedFirst}</p>;
  return (
    <>
      <DocumentDecisions
        data={data}
        open={open}
        applicantName={applicantName}
        onSaved={onSaved}
        onFailed={onFailed}
        onUnsaved={onUnsaved}
      />
      {open && (
        <SendQuery
          data={data}
          queried={queried}
          csrfToken={csrfToken}
          onSaved={onSaved}
          onFailed={onFailed}
          unsavedNote={unsavedNote}
        />
      )}
      {data.state === 'query_raised' && data.query_sent_at && <p>{SCRUTINY_TEXT.querySent(day(data.query_sent_at))}</p>}
      <div className={styles.section}>
        <h3>{SCRUTINY_TEXT.verdictHeading}</h3>
        {unsavedNote}
        {data.verdict && (
          <p>
            {SCRUTINY_TEXT.decided(
              SCRUTINY_TEXT.verdictDone[data.verdict.verdict],
              data.verdict.by_name ?? data.verdict.by,
              day(data.verdict.at),
            )}
            {/* Why it was rejected stays in view where it was decided. */}
            {data.verdict.reason && ` ${SCRUTINY_TEXT.verdictReasonWas(data.verdict.reason)}`}
          </p>
        )}
        {open || data.state === 'query_raised' ? (
          <VerdictForm
            applicationNo={data.application_no}
            version={data.version}
            allowed={open ? ['verified', 'rejected'] : ['rejected']}
            onSaved={onSaved}
            onFailed={onFailed}
          />
        ) : (
          <>
            <p>{SCRUTINY_TEXT.closed}</p>
            {data.state === 'rejected' && canReopen && (
              <ReopenForm
                applicationNo={data.application_no}
                version={data.version}
                onSaved={onSaved}
                onFailed={onFailed}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}

/** One button: every queried document goes to the applicant at once. */
function SendQuery({
  data,
  queried,
  csrfToken,
  onSaved,
  onFailed,
  unsavedNote,
}: BodyProps & { queried: number; unsavedNote: ReactNode }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const body: v.InferInput<typeof sendQuerySchema> = { version: data.version };
      const answer = await officePost(sendQueryPath(data.application_no), body, scrutinyAnswerSchema, csrfToken);
      onSaved(answer.data);
    } catch (error) {
      setFailure(`${SCRUTINY_TEXT.queryNotSent} ${(error as Error).message}`);
      onFailed({ error });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.section}>
      <h3>{SCRUTINY_TEXT.queryHeading}</h3>
      <p>{SCRUTINY_TEXT.queryIntro}</p>
      <p>{queried === 0 ? SCRUTINY_TEXT.queryNone : SCRUTINY_TEXT.queryCount(queried)}</p>
      {unsavedNote}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div>
        <Button type="button" onClick={send} loading={sending} disabled={queried === 0}>
          {SCRUTINY_TEXT.sendQuery}
        </Button>
      </div>
    </div>
  );
}
