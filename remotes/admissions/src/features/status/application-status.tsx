import { type ReactNode, useState } from 'react';
import type * as v from 'valibot';
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
  DateField,
  lookupRefusal,
  postJson,
  SUBMIT_FORM_SETTINGS,
  useSubmitForm,
  useSubmitInLanguage,
} from '@college/remote-kit';
import {
  type ApplicationStanding,
  APPLICATION_STATUS_PATH,
  formatAccessCode,
  type StatusQuery,
  statusQuerySchema,
  statusResponseSchema,
} from '@college/admissions-service/contract';
import { ACCESS_CODE_PLACEHOLDER, useAccessCodeText } from '../shared/access-code';
import { AdmissionLetter } from './admission-letter';
import { AcknowledgementView } from './acknowledgement';
import { CorrectionForm } from './correction-form';
import { StandingView } from './standing';
import messages from './application-status.messages.json';
import styles from './application-status.module.css';

type Values = StatusQuery;
type StatusQueryInput = v.InferInput<typeof statusQuerySchema>;
type FieldName = keyof Values;
const FIELD_IDS: Record<FieldName, string> = {
  application_no: 'status-application-no',
  dob: 'status-dob',
  access_code: 'status-access-code',
};

/**
 * Look-up of a submitted application by its number, its access code and the applicant's date of
 * birth (all must match; the service answers any wrong one alike). For those who chose Pay later,
 * lost the acknowledgement, or want to know whether the fee was recorded. `after` renders what the
 * page shows below a found application, with the proofs that found it.
 */
export function ApplicationStatus({ after }: { after?: (query: StatusQuery) => ReactNode } = {}) {
  const focusAfterRender = useFocusAfterRender();
  const [found, setFound] = useState<{
    application: ApplicationStanding;
    accessCode: string;
    query: StatusQuery;
  } | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { text } = useCatalogue(messages);
  const accessCodeText = useAccessCodeText();
  // The look-up's fields by their visible labels; the error summary names fields by them.
  const labels: Record<FieldName, string> = {
    application_no: text('applicationNo'),
    dob: text('dob'),
    access_code: accessCodeText('label'),
  };
  const form = useForm<StatusQueryInput, unknown, Values>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(statusQuerySchema)),
    defaultValues: { application_no: '', dob: '', access_code: '' },
  });
  const { register } = form;
  const lookup = useSubmitInLanguage(
    useSubmitForm(form, {
      labelOf: (name) => labels[name as FieldName],
      // `values` is the shared schema's output: number upper-cased, code without hyphen or spaces.
      send: (values) => {
        setFound(null);
        setCorrected(null);
        return postJson(APPLICATION_STATUS_PATH, values, statusResponseSchema);
      },
      onSent: (reply, values) => {
        // The service keeps no code to send back: the acknowledgement shows the one typed.
        setFound({ application: reply.data, accessCode: formatAccessCode(values.access_code), query: values });
        // The result replaces what was on screen: take the reader there, where it stands first.
        focusAfterRender('standing-heading');
      },
    }),
  );
  const { errorOf, failure } = lookup;
  const notFound = lookupRefusal(failure, {
    notFoundTitle: text('notFoundTitle'),
    waitTitle: text('waitTitle'),
    lookupFailed: text('lookupFailed'),
    cancelledTitle: text('cancelledTitle'),
  });

  return (
    <>
      <form
        className={styles.form}
        aria-label={text('formName')}
        // On paper only the acknowledgement is printed.
        data-print-hidden=""
        noValidate
        onSubmit={lookup.onSubmit}
      >
        <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
        <ErrorSummary errors={lookup.problems} focusKey={lookup.focusKey} />
        <p>{text('intro')}</p>
        {/* Closed until the page's script runs: the browser's own submit would put the number, the
            code and the date of birth in the address (and the server's log) and find nothing. */}
        <fieldset className={styles.fields} disabled={!hydrated || lookup.sending}>
          <TextField
            id={FIELD_IDS.application_no}
            label={labels.application_no}
            placeholder="ADM2025-000123"
            autoComplete="off"
            autoCapitalize="characters"
            required
            error={errorOf('application_no')}
            {...register('application_no')}
          />
          <TextField
            id={FIELD_IDS.access_code}
            label={labels.access_code}
            hint={accessCodeText('hint')}
            placeholder={ACCESS_CODE_PLACEHOLDER}
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
          <p className={styles.note}>{accessCodeText('lost')}</p>
          <div>
            <Button type="submit">{text('find')}</Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {notFound && (
          <Alert tone="warning" title={notFound.title}>
            <p>{notFound.message}</p>
          </Alert>
        )}
      </div>
      {found && (
        <StandingView
          key={`${found.application.application_no}:${found.application.state}:${found.application.queried.length}`}
          standing={found.application}
          query={found.query}
          feeSettled={found.application.payment?.state === 'verified' || found.application.payment?.state === 'claimed'}
        />
      )}
      <div aria-live="polite" data-print-hidden="">
        {corrected && <Alert tone="success">{corrected}</Alert>}
      </div>
      {found?.application.correctable && (
        <CorrectionForm
          key={found.application.correctable.version}
          correctable={found.application.correctable}
          corrections={found.application.corrections}
          query={found.query}
          onCorrected={(data, message) => {
            setCorrected(message);
            // What the page shows of the application follows the corrected names at once.
            setFound({
              ...found,
              application: {
                ...found.application,
                ...data,
                name: data.correctable.values.fname,
                father: data.correctable.values.father_fname,
              },
            });
          }}
        />
      )}
      {found?.application.state === 'admitted' && <AdmissionLetter found={found.application} />}
      {found && <AcknowledgementView found={found.application} accessCode={found.accessCode} />}
      {/* What the page adds below a found application (the printable application). */}
      {found && after?.(found.query)}
    </>
  );
}
