import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, KeyFacts, Spinner, TextField } from '@college/design-system';
import {
  allProblems,
  ApiError,
  getJson,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useResource,
  useSubmitForm,
} from '@college/remote-kit';
import { officePost, useOfficeSession, useRefusedRead, officeList as layout } from '@college/remote-kit/office';
import {
  OFFICE_RECRUITMENT_WINDOW_PATH,
  type OfficeWindow,
  officeWindowAnswerSchema,
  type WindowChange,
  windowChangeSchema,
  type WindowChangeInput,
  WINDOW_SAVED_MESSAGE,
  windowSavedAnswerSchema,
} from '@college/careers-service/office/recruitment';
import { formatIndianDate } from '@college/settings/dates';
import { RECRUITMENT_TEXT as TEXT } from './recruitment-text';
import styles from './office-recruitment.module.css';

const resolver = valibotResolver(allProblems(windowChangeSchema));

/** The values in force, and where they come from (the settings file, or a change made here). */
function CurrentWindow({ window }: { window: OfficeWindow }) {
  const { settings } = window;
  return (
    <section aria-labelledby="window-current">
      <h2 id="window-current">{TEXT.current}</h2>
      <KeyFacts
        facts={[
          { label: TEXT.opens, value: formatIndianDate(window.opens) },
          { label: TEXT.closes, value: formatIndianDate(window.closes) },
          { label: TEXT.interviewDate, value: formatIndianDate(window.interview_date) },
          { label: TEXT.interviewTime, value: window.interview_time },
        ]}
      />
      <p>{window.source === 'settings' ? TEXT.fromSettings : TEXT.fromOffice(window.updated_by, window.updated_at)}</p>
      {window.source === 'office' && (
        <p className={layout.hint}>{TEXT.settingsDefaults(settings.opens, settings.closes, settings.interview_date)}</p>
      )}
    </section>
  );
}

/** The officer's change: every value, and a reason for the audit log. */
function WindowForm({
  window,
  onSaved,
  onStale,
}: {
  window: OfficeWindow;
  onSaved: (message: string) => void;
  onStale: () => void;
}) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<WindowChangeInput, unknown, WindowChange>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    defaultValues: {
      opens: window.opens,
      closes: window.closes,
      interview_date: window.interview_date,
      interview_time: window.interview_time,
      reason: '',
      version: window.version,
    },
  });
  const submit = useSubmitForm(form, {
    notSent: TEXT.notSaved,
    send: (values) => officePost(OFFICE_RECRUITMENT_WINDOW_PATH, values, windowSavedAnswerSchema, csrfToken),
    onSent: (reply) => onSaved(reply.message),
    onFailed: (failure) => {
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale();
    },
  });
  return (
    <form className={styles.form} aria-labelledby="window-change" noValidate onSubmit={submit.onSubmit}>
      <h2 id="window-change">{TEXT.changeHeading}</h2>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField id="window-opens" type="date" label={TEXT.opens} required {...submit.field('opens')} />
        <TextField id="window-closes" type="date" label={TEXT.closes} required {...submit.field('closes')} />
        <TextField
          id="window-interview-date"
          type="date"
          label={TEXT.interviewDate}
          required
          {...submit.field('interview_date')}
        />
        <TextField
          id="window-interview-time"
          type="time"
          label={TEXT.interviewTime}
          hint={TEXT.interviewTimeHint}
          required
          {...submit.field('interview_time')}
        />
        <TextField
          id="window-reason"
          multiline
          rows={3}
          label={TEXT.windowReason}
          required
          {...submit.field('reason')}
        />
        <div>
          <Button type="submit" loading={submit.sending}>
            {TEXT.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** `/office/recruitment/window`: the window and interview in force and the officer's form to change them. */
export function WindowView() {
  const window = useResource((signal) => getJson(OFFICE_RECRUITMENT_WINDOW_PATH, officeWindowAnswerSchema, signal));
  const refusedRead = useRefusedRead(window.status === 'error' ? window.error : null);
  const [notice, setNotice] = useState<'saved' | 'stale' | null>(null);
  // The service's word on what followed the change (a moved interview: who is told by e-mail).
  const [told, setTold] = useState<string | null>(null);
  const reload = (next: 'saved' | null) => {
    setNotice(next);
    window.reload();
  };
  return (
    <>
      <p>{TEXT.windowIntro}</p>
      {notice === 'saved' && (
        <Alert tone="success">
          <p>{TEXT.saved}</p>
          {told && <p>{told}</p>}
        </Alert>
      )}
      {notice === 'stale' && (
        <Alert tone="warning" action={<Button onClick={() => reload(null)}>{TEXT.reload}</Button>}>
          <p>{TEXT.staleNote}</p>
        </Alert>
      )}
      {window.status === 'loading' && <Spinner label={TEXT.windowLoading} showLabel />}
      {window.status === 'error' && !refusedRead && (
        <Alert
          tone="danger"
          title={TEXT.windowLoadFailed}
          action={<Button onClick={window.reload}>{TEXT.tryAgain}</Button>}
        >
          <p>{window.error.message}</p>
        </Alert>
      )}
      {window.status === 'ready' && (
        <>
          <CurrentWindow window={window.data.data} />
          <WindowForm
            key={window.data.data.version}
            window={window.data.data}
            onSaved={(message) => {
              setTold(message === WINDOW_SAVED_MESSAGE ? null : message);
              reload('saved');
            }}
            onStale={() => setNotice('stale')}
          />
        </>
      )}
    </>
  );
}
