import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, KeyFacts, TextField } from '@college/design-system';
import {
  allProblems,
  ApiError,
  getJson,
  SUBMIT_FORM_SETTINGS,
  useResource,
  useSubmitForm,
  SubmitProblems,
} from '@college/remote-kit';
import { Loaded, officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  OFFICE_SESSION_PATH,
  type OfficeSession,
  officeSessionAnswerSchema,
  type SessionChange,
  sessionChangeSchema,
  type SessionChangeInput,
} from '@college/admissions-service/office/session';
import { formatIndianDate } from '@college/settings/dates';
import { SEATS_TEXT } from './seats-text';
import styles from './seats.module.css';

const resolver = valibotResolver(allProblems(sessionChangeSchema));

/** The values in force, and where they come from (the settings file, or a change made here). */
function CurrentSession({ session }: { session: OfficeSession }) {
  const { settings } = session;
  return (
    <section aria-labelledby="session-current">
      <h2 id="session-current">{SEATS_TEXT.current}</h2>
      <KeyFacts
        facts={[
          { label: SEATS_TEXT.year, value: session.year },
          { label: SEATS_TEXT.opens, value: formatIndianDate(session.opens) },
          { label: SEATS_TEXT.closes, value: formatIndianDate(session.closes) },
          {
            label: SEATS_TEXT.feeDeadline,
            value: session.fee_deadline ? formatIndianDate(session.fee_deadline) : SEATS_TEXT.noDeadline,
          },
        ]}
      />
      <p>
        {session.source === 'settings'
          ? SEATS_TEXT.fromSettings
          : SEATS_TEXT.fromOffice(session.updated_by_name ?? session.updated_by, session.updated_at)}
      </p>
      {session.source === 'office' && (
        <p className={styles.note}>{SEATS_TEXT.settingsDefaults(settings.year, settings.opens, settings.closes)}</p>
      )}
    </section>
  );
}

/** The admin's change: every value, and a reason for the audit log. */
function SessionForm({
  session,
  onSaved,
  onStale,
}: {
  session: OfficeSession;
  onSaved: () => void;
  onStale: () => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<SessionChangeInput, unknown, SessionChange>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    defaultValues: {
      year: session.year,
      opens: session.opens,
      closes: session.closes,
      fee_deadline: session.fee_deadline ?? '',
      reason: '',
      version: session.version,
    },
  });
  const submit = useSubmitForm(form, {
    notSent: SEATS_TEXT.notSaved,
    send: (values) => officePost(OFFICE_SESSION_PATH, values, officeSessionAnswerSchema, csrfToken),
    onSent: onSaved,
    onFailed: (failure) => {
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale();
    },
  });
  return (
    <form className={styles.form} aria-labelledby="session-change" noValidate onSubmit={submit.onSubmit}>
      <h2 id="session-change">{SEATS_TEXT.save}</h2>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="session-year"
          label={SEATS_TEXT.year}
          hint={SEATS_TEXT.yearHint}
          autoComplete="off"
          required
          {...submit.field('year')}
        />
        <TextField id="session-opens" type="date" label={SEATS_TEXT.opens} required {...submit.field('opens')} />
        <TextField id="session-closes" type="date" label={SEATS_TEXT.closes} required {...submit.field('closes')} />
        <TextField
          id="session-fee-deadline"
          type="date"
          label={SEATS_TEXT.feeDeadline}
          hint={SEATS_TEXT.feeDeadlineHint}
          {...submit.field('fee_deadline')}
        />
        <TextField
          id="session-reason"
          multiline
          rows={3}
          label={SEATS_TEXT.reason}
          required
          {...submit.field('reason')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {SEATS_TEXT.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** `/office/admissions/session`: the session in force and the admin's form to change it. */
export function SessionView() {
  const session = useResource((signal) => getJson(OFFICE_SESSION_PATH, officeSessionAnswerSchema, signal));
  const [notice, setNotice] = useState<'saved' | 'stale' | null>(null);
  const reload = (next: 'saved' | null) => {
    setNotice(next);
    session.reload();
  };
  return (
    <>
      <p>{SEATS_TEXT.sessionIntro}</p>
      {notice === 'saved' && (
        <Alert tone="success">
          <p>{SEATS_TEXT.saved}</p>
        </Alert>
      )}
      {notice === 'stale' && (
        <Alert tone="warning" action={<Button onClick={() => reload(null)}>{SEATS_TEXT.reload}</Button>}>
          <p>{SEATS_TEXT.staleNote}</p>
        </Alert>
      )}
      <Loaded resource={session} loading={SEATS_TEXT.sessionLoading} failed={SEATS_TEXT.sessionLoadFailed}>
        {({ data }) => (
          <>
            <CurrentSession session={data} />
            <SessionForm
              key={data.version}
              session={data}
              onSaved={() => reload('saved')}
              onStale={() => setNotice('stale')}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
