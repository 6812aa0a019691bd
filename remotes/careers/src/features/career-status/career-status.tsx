import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  ErrorSummary,
  ScriptRequired,
  TextField,
  useCatalogue,
  useHydrated,
  useFocusAfterRender,
} from '@college/design-system';
import {
  allProblems,
  collegeTime,
  DateField,
  lookupRefusal,
  postJson,
  SUBMIT_FORM_SETTINGS,
  telHref,
  useSubmitForm,
  useSubmitInLanguage,
} from '@college/remote-kit';
import {
  CAREER_STATUS_PATH,
  type CareerStatusAnswer,
  type CareerStatusInput,
  type CareerStatusQuery,
  careerStatusAnswerSchema,
  careerStatusQuerySchema,
} from '@college/careers-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { usePostName } from '../shared/posts';
import messages from './career-status.messages.json';
import styles from './career-status.module.css';

type FieldName = keyof CareerStatusQuery;

/** What the page knows of the recruitment: its last date, the interview venue, the office's helpline. */
export interface RecruitmentFacts {
  closes: string;
  venue: string;
  helpline: string;
}
const FIELD_IDS: Record<FieldName, string> = {
  application_no: 'career-status-number',
  access_code: 'career-status-code',
  dob: 'career-status-dob',
};
const HEADING_ID = 'career-status-heading';

/** The application as its applicant may see it: the post, the day it came, the committee's decision. */
function Standing({
  application,
  recruitment,
}: {
  application: CareerStatusAnswer['data'];
  recruitment: RecruitmentFacts;
}) {
  const { t, text } = useCatalogue(messages);
  const postName = usePostName();
  const tel = () => <a href={telHref(recruitment.helpline)}>{recruitment.helpline}</a>;
  const { status, interview } = application;
  return (
    <section className={styles.standing} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} tabIndex={-1}>
        {text('heading', { number: application.application_no })}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>{text('post')}</dt>
          <dd>{postName(application.profile)}</dd>
        </div>
        <div>
          <dt>{text('subject')}</dt>
          <dd>{postName(application.subject)}</dd>
        </div>
        <div>
          <dt>{text('receivedOn')}</dt>
          <dd>{collegeTime(application.submitted_at, 'day')}</dd>
        </div>
        <div>
          <dt>{text('status')}</dt>
          <dd className={styles.status}>{text(status)}</dd>
        </div>
      </dl>
      <Alert tone={status === 'shortlisted' ? 'success' : 'info'} title={text(status)}>
        <p>
          {status === 'received'
            ? text('receivedText', { closes: recruitment.closes })
            : status === 'shortlisted' && interview
              ? t('shortlistedText', {
                  date: formatIndianDate(interview.date),
                  time: interview.time,
                  venue: recruitment.venue,
                })
              : t('rejectedText', { tel })}
        </p>
      </Alert>
    </section>
  );
}

/**
 * The look-up of a career application by its number, its access code and the applicant's date of
 * birth: all three must match (the service answers any wrong one alike, and makes a client that
 * keeps guessing wait). Closed until the page's script runs: a plain submit would put the three in
 * the address, and the server's log.
 */
export function CareerStatus({ recruitment }: { recruitment: RecruitmentFacts }) {
  const focusAfterRender = useFocusAfterRender();
  const [found, setFound] = useState<CareerStatusAnswer['data'] | null>(null);
  const hydrated = useHydrated();
  const { t, text } = useCatalogue(messages);
  const labels: Record<FieldName, string> = {
    application_no: text('applicationNo'),
    access_code: text('accessCode'),
    dob: text('dob'),
  };
  const form = useForm<CareerStatusInput, unknown, CareerStatusQuery>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(careerStatusQuerySchema)),
    defaultValues: { application_no: '', access_code: '', dob: '' },
  });
  const { register } = form;
  const lookup = useSubmitInLanguage(
    useSubmitForm(form, {
      labelOf: (name) => labels[name as FieldName],
      send: (values) => {
        setFound(null);
        return postJson(CAREER_STATUS_PATH, values, careerStatusAnswerSchema);
      },
      onSent: (reply) => {
        setFound(reply.data);
        // The answer replaces what was on screen: take the reader there.
        focusAfterRender(HEADING_ID);
      },
    }),
  );
  const { errorOf } = lookup;
  const refusal = lookupRefusal(lookup.failure, {
    notFoundTitle: text('notFoundTitle'),
    waitTitle: text('waitTitle'),
    lookupFailed: text('lookupFailed'),
  });
  return (
    <>
      <form className={styles.form} aria-label={text('formName')} noValidate onSubmit={lookup.onSubmit}>
        <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
        <ErrorSummary errors={lookup.problems} focusKey={lookup.focusKey} />
        <p>{text('intro')}</p>
        <fieldset className={styles.fields} disabled={!hydrated || lookup.sending}>
          <TextField
            id={FIELD_IDS.application_no}
            label={labels.application_no}
            placeholder="REC2025-000123"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errorOf('application_no')}
            {...register('application_no')}
          />
          <TextField
            id={FIELD_IDS.access_code}
            label={labels.access_code}
            hint={text('accessCodeHint')}
            placeholder="K7QM-4XPA"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errorOf('access_code')}
            {...register('access_code')}
          />
          <DateField
            id={FIELD_IDS.dob}
            label={labels.dob}
            typed={form.watch('dob')}
            autoComplete="bday"
            required
            error={errorOf('dob')}
            {...register('dob')}
          />
          <p className={styles.note}>
            {t('lost', { tel: () => <a href={telHref(recruitment.helpline)}>{recruitment.helpline}</a> })}
          </p>
          <div>
            <Button type="submit">{text('check')}</Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {refusal && (
          <Alert tone="warning" title={refusal.title}>
            <p>{refusal.message}</p>
          </Alert>
        )}
      </div>
      {found && <Standing key={found.application_no + found.status} application={found} recruitment={recruitment} />}
    </>
  );
}
