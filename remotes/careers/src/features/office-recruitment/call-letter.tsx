import { useState } from 'react';
import { Alert, Button, Spinner } from '@college/design-system';
import { ApiError, getJson, Letterhead, siteFor, useResource } from '@college/remote-kit';
import {
  collegeDay,
  OFFICE_TEXT,
  officePost,
  printSheet,
  useOfficeSession,
  useRefusedRead,
} from '@college/remote-kit/office';
import { formatIndianDate } from '@college/settings/dates';
import {
  type CareerApplicationDetail,
  callLetterAnswerSchema,
  officeCallLetterPath,
  OFFICE_RECRUITMENT_WINDOW_PATH,
  officeWindowAnswerSchema,
} from '@college/careers-service/office/recruitment';
import { RECRUITMENT_TEXT as TEXT } from './recruitment-text';
import styles from './office-recruitment.module.css';

const L = TEXT.letter;

/** The interview call letter on A4: what the mail says, on the college's letterhead, with a signature line. */
export function CallLetter({
  application: a,
  interview,
  today,
}: {
  application: CareerApplicationDetail;
  interview: { date: string; time: string };
  /** The day of issue, YYYY-MM-DD (the college's). */
  today: string;
}) {
  const site = siteFor('en');
  const post = TEXT.postOf(a.profile, a.subject);
  return (
    <article className={styles.letter} aria-label={L.title} {...printSheet('a4-letter')}>
      <Letterhead />
      <div className={styles.letterMeta}>
        <span>{L.reference(a.application_no)}</span>
        <span>{L.dated(today)}</span>
      </div>
      <h2 className={styles.letterTitle}>{L.title}</h2>
      <p>
        {L.to}
        <br />
        {a.name}
        <br />
        {a.correspondence_address}
      </p>
      <p className={styles.letterSubject}>{L.subjectLine(post)}</p>
      <p>{L.dear(a.name)}</p>
      <p>{L.body(post, a.application_no)}</p>
      <dl className={styles.rows} aria-label={L.factsLabel}>
        {(
          [
            [L.candidate, a.name],
            [L.number, a.application_no],
            [L.post, post],
            [L.date, formatIndianDate(interview.date)],
            [L.time, interview.time],
            [L.place, `${site.name}, ${site.address}`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.letterBring}>{L.bringHeading}</h3>
      <ul>
        {L.bring.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className={styles.signature}>
        <span className={styles.signatureLine}>{L.signature}</span>
        <span>{L.signatory(site.name)}</span>
      </div>
    </article>
  );
}

/** The print view of the call letter: the interview in force (the office's recruitment dates), then the letter alone. */
export function CallLetterPrint({
  application,
  onClose,
}: {
  application: CareerApplicationDetail;
  onClose: () => void;
}) {
  const interview = useResource((signal) => getJson(OFFICE_RECRUITMENT_WINDOW_PATH, officeWindowAnswerSchema, signal));
  useRefusedRead(interview.status === 'error' ? interview.error : null);
  return (
    <>
      <p className={styles.actions} data-print-hidden="">
        <Button variant="outline" onClick={onClose}>
          {TEXT.backToApplication}
        </Button>
        {interview.status === 'ready' && <Button onClick={() => window.print()}>{TEXT.printNow}</Button>}
      </p>
      {interview.status === 'loading' && <Spinner label={TEXT.callLetterWindowLoading} showLabel />}
      {interview.status === 'error' && (
        <Alert
          tone="danger"
          title={TEXT.callLetterWindowFailed}
          action={<Button onClick={interview.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{interview.error.message}</p>
        </Alert>
      )}
      {interview.status === 'ready' && (
        <CallLetter
          application={application}
          interview={{ date: interview.data.data.interview_date, time: interview.data.data.interview_time }}
          today={collegeDay(new Date())}
        />
      )}
    </>
  );
}

/**
 * A shortlisted application's call letter: print it, or have the service e-mail it (once per
 * interview schedule; again after the interview moves), with the letters already sent.
 */
export function CallLetterSection({
  application: a,
  onPrint,
  onSent,
}: {
  application: CareerApplicationDetail;
  onPrint: () => void;
  onSent: (next: CareerApplicationDetail) => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const send = async () => {
    setSending(true);
    setResult(null);
    try {
      const reply = await officePost(officeCallLetterPath(a.application_no), {}, callLetterAnswerSchema, csrfToken);
      setResult({ tone: 'success', text: reply.message });
      onSent(reply.data);
    } catch (error) {
      if (!refused(error))
        setResult({
          tone: 'danger',
          text: error instanceof ApiError ? error.message : TEXT.callLetterNotSent,
        });
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby="career-call-letter">
      <h2 id="career-call-letter">{TEXT.callLetterHeading}</h2>
      <p>{TEXT.callLetterIntro}</p>
      {result && (
        <Alert tone={result.tone}>
          <p>{result.text}</p>
        </Alert>
      )}
      <p className={styles.actions}>
        <Button variant="outline" onClick={onPrint}>
          {TEXT.callLetterPrint}
        </Button>
        {a.email ? (
          <Button onClick={send} loading={sending}>
            {TEXT.callLetterSend}
          </Button>
        ) : (
          <span>{TEXT.callLetterNoEmail}</span>
        )}
      </p>
      {a.call_letters.length > 0 && (
        <>
          <h3>{TEXT.callLetterSentList}</h3>
          <ul>
            {a.call_letters.map((letter) => (
              <li key={`${letter.interview_date} ${letter.interview_time}`}>
                {TEXT.callLetterSent(letter.sent_at, letter.sent_by, letter.interview_date, letter.interview_time)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
