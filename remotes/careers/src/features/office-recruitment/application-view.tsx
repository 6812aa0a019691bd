import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  DataTable,
  KeyFacts,
  Link,
  Select,
  Spinner,
  TextField,
  useLocation,
  useParams,
} from '@college/design-system';
import {
  allProblems,
  ApiError,
  getJson,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useResource,
  useSubmitForm,
} from '@college/remote-kit';
import {
  collegeTime,
  OFFICE_TEXT,
  officePost,
  useOfficeSession,
  useRefusedRead,
  officeList as layout,
} from '@college/remote-kit/office';
import { formatIndianDate } from '@college/settings/dates';
import {
  careerApplicationAnswerSchema,
  type CareerApplicationDetail,
  decisionAnswerSchema,
  type DecisionChange,
  decisionSchema,
  DECISIONS,
  officeCareerApplicationPath,
  officeCareerDecisionPath,
  REVIEW_STATUS_TEXT,
} from '@college/careers-service/office/recruitment';
import { CallLetterPrint, CallLetterSection } from './call-letter';
import { isListAddress, RECRUITMENT_OFFICE_PAGES } from './office-pages';
import { RECRUITMENT_TEXT as TEXT } from './recruitment-text';
import styles from './office-recruitment.module.css';

type DecisionInput = { decision: string; reason: string; version: number };
const resolver = valibotResolver(allProblems(decisionSchema)) as unknown as Resolver<
  DecisionInput,
  unknown,
  DecisionChange
>;

/** The list the user came from, filter and all (the list's links carry it), else the plain list. */
function useBackToList(): string {
  const { state } = useLocation();
  const list = (state as { list?: unknown } | null)?.list;
  return isListAddress(list) ? list : RECRUITMENT_OFFICE_PAGES.applications.path;
}

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Shortlisted by Asha K on 06-12-2026: NET qualified" (the username when no name was kept). */
const decisionLine = (a: CareerApplicationDetail) =>
  TEXT.decidedBy(REVIEW_STATUS_TEXT[a.status], a.reviewed_by_name ?? a.reviewed_by, a.reviewed_at, a.status_reason);

/** Shortlist or reject, always with a reason; a decision already taken may be changed the same way. */
function DecisionForm({
  application,
  onSaved,
  onStale,
}: {
  application: CareerApplicationDetail;
  onSaved: (next: CareerApplicationDetail) => void;
  onStale: () => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<DecisionInput, unknown, DecisionChange>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    values: { decision: '', reason: '', version: application.version },
  });
  const submit = useSubmitForm(form, {
    notSent: TEXT.decisionNotSent,
    send: (body) =>
      officePost(
        officeCareerDecisionPath(application.application_no),
        // The name shown beside the decision afterwards; the service keeps the username as the record.
        body,
        decisionAnswerSchema,
        csrfToken,
      ),
    onSent: (reply) => onSaved(reply.data),
    onFailed: (failure) => {
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale();
    },
  });
  return (
    <section aria-labelledby="career-decision">
      <h2 id="career-decision">{TEXT.decisionHeading}</h2>
      {/* The decision in force, beside the form that would change it. */}
      {application.status !== 'received' && (
        <>
          <p className={styles.decided}>{decisionLine(application)}</p>
          <p className={layout.hint}>{TEXT.decisionChange}</p>
        </>
      )}
      <form className={styles.form} aria-label={TEXT.decisionForm} noValidate onSubmit={submit.onSubmit}>
        <SubmitProblems submit={submit} />
        <fieldset className={styles.fields} disabled={submit.sending}>
          <Select
            id="career-decision-choice"
            label={TEXT.decisionLabel}
            placeholder={TEXT.decisionPlaceholder}
            options={DECISIONS.map((value) => ({ value, label: TEXT.decisionOptions[value] }))}
            required
            {...submit.field('decision')}
          />
          <TextField
            id="career-decision-reason"
            label={TEXT.reason}
            hint={TEXT.reasonHint}
            multiline
            rows={3}
            required
            {...submit.field('reason')}
          />
          <div>
            <Button type="submit" loading={submit.sending}>
              {TEXT.decide}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function ApplicationDetails({
  application,
  onDecided,
  onStale,
  onPrintLetter,
  onLetterSent,
}: {
  application: CareerApplicationDetail;
  onDecided: (next: CareerApplicationDetail) => void;
  onStale: () => void;
  onPrintLetter: () => void;
  onLetterSent: (next: CareerApplicationDetail) => void;
}) {
  const a = application;
  const { fields, facts } = TEXT;
  return (
    <>
      <KeyFacts
        aria-label={TEXT.factsLabel}
        facts={[
          { label: facts.number, value: a.application_no },
          { label: facts.submitted, value: collegeTime(a.submitted_at, 'day') },
          { label: facts.post, value: a.profile },
          { label: facts.subject, value: a.subject },
          {
            label: facts.status,
            value: REVIEW_STATUS_TEXT[a.status],
          },
        ]}
      />
      <div className={styles.sections}>
        <section aria-labelledby="career-personal">
          <h2 id="career-personal">{TEXT.personalHeading}</h2>
          <Fields
            rows={[
              [fields.name, a.name],
              [fields.fname, a.fname],
              [fields.dob, formatIndianDate(a.dob)],
              [fields.gender, a.gender],
              [fields.nationality, a.nationality],
              [fields.category, a.category],
              [fields.mobile, a.mobile],
              [fields.email, a.email],
              [fields.permanent, a.permanent_address],
              [fields.correspondence, a.correspondence_address],
            ]}
          />
        </section>
        <section aria-labelledby="career-files">
          <h2 id="career-files">{TEXT.filesHeading}</h2>
          {/* Streamed through the office API with the session (no-store); never a public URL. */}
          <img className={styles.photo} src={a.photo_url} alt={TEXT.photoAlt(a.name)} width={150} height={200} />
          <p>
            <a href={a.cv_url} target="_blank" rel="noopener noreferrer">
              {TEXT.openCv(a.name)}
            </a>
          </p>
          <p className={layout.hint}>{TEXT.filesHint}</p>
        </section>
      </div>
      <section aria-labelledby="career-qualifications">
        <h2 id="career-qualifications">{TEXT.qualificationsHeading}</h2>
        <div className={styles.scroll}>
          <DataTable
            caption={TEXT.qualificationsCaption}
            captionHidden
            rows={a.qualifications}
            paged={false}
            getRowKey={(_row, index) => String(index)}
            columns={Object.entries(TEXT.qualificationColumns).map(([key, header]) => ({ key, header }))}
          />
        </div>
      </section>
      <section aria-labelledby="career-experience">
        <h2 id="career-experience">{TEXT.experienceHeading}</h2>
        {a.experience_option === 'Yes' && a.experiences.length > 0 ? (
          <div className={styles.scroll}>
            <DataTable
              caption={TEXT.experienceCaption}
              captionHidden
              rows={a.experiences}
              paged={false}
              getRowKey={(_row, index) => String(index)}
              columns={Object.entries(TEXT.experienceColumns).map(([key, header]) => ({ key, header }))}
            />
          </div>
        ) : (
          <p>{TEXT.noExperience}</p>
        )}
      </section>
      <DecisionForm key={a.version} application={a} onSaved={onDecided} onStale={onStale} />
      {a.status === 'shortlisted' && (
        <CallLetterSection application={a} onPrint={onPrintLetter} onSent={onLetterSent} />
      )}
    </>
  );
}

/** The office's page of one career application: every field, the photo and CV, and the decision. */
export function ApplicationView() {
  const { applicationNo = '' } = useParams();
  const back = useBackToList();
  const application = useResource(
    (signal) => getJson(officeCareerApplicationPath(applicationNo), careerApplicationAnswerSchema, signal),
    [applicationNo],
  );
  useRefusedRead(application.status === 'error' ? application.error : null);
  const notFound =
    application.status === 'error' && application.error instanceof ApiError && application.error.status === 404;
  // The decision's answer is the application as it now stands: shown at once, no second read.
  const [decided, setDecided] = useState<CareerApplicationDetail | null>(null);
  const [notice, setNotice] = useState<'saved' | 'stale' | null>(null);
  // The call letter's print view takes the page's place (no route of its own: the shell's table has none).
  const [printing, setPrinting] = useState(false);
  const loaded = application.status === 'ready' ? application.data.data : null;
  const shown = decided && loaded && decided.version >= loaded.version ? decided : loaded;

  if (printing && shown) return <CallLetterPrint application={shown} onClose={() => setPrinting(false)} />;
  return (
    <>
      <p>
        <Link to={back}>{TEXT.back}</Link>
      </p>
      {notice === 'saved' && shown && (
        <Alert tone="success">
          <p>{decisionLine(shown)}</p>
        </Alert>
      )}
      {notice === 'stale' && (
        <Alert tone="warning">
          <p>{TEXT.decisionStale}</p>
        </Alert>
      )}
      {application.status === 'loading' && <Spinner label={TEXT.applicationLoading} showLabel />}
      {notFound && (
        <Alert tone="warning" title={TEXT.notFoundTitle}>
          <p>{TEXT.notFound}</p>
        </Alert>
      )}
      {application.status === 'error' && !notFound && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button onClick={application.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{application.error.message}</p>
        </Alert>
      )}
      {shown && (
        <ApplicationDetails
          application={shown}
          onDecided={(next) => {
            setDecided(next);
            setNotice('saved');
          }}
          onStale={() => {
            setNotice('stale');
            setDecided(null);
            application.reload();
          }}
          onPrintLetter={() => setPrinting(true)}
          onLetterSent={(next) => {
            setDecided(next);
            setNotice(null);
          }}
        />
      )}
    </>
  );
}
