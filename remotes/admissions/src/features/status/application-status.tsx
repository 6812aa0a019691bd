import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, ScriptRequired, TextField, useHydrated } from '@college/design-system';
import { ApiError, postJson } from '@college/remote-kit';
import {
  type Acknowledgement,
  APPLICATION_STATUS_PATH,
  statusQuerySchema,
  statusResponseSchema,
} from '@college/admissions-service/contract';
import { formProblems } from '../shared/form-problems';
import { AcknowledgementView } from './acknowledgement';
import styles from './application-status.module.css';

type Values = { application_no: string; dob: string };
type FieldName = keyof Values;
const FIELD_IDS: Record<FieldName, string> = { application_no: 'status-application-no', dob: 'status-dob' };
const LABELS: Record<FieldName, string> = { application_no: 'Application number', dob: 'Date of Birth' };
const ORDER: FieldName[] = ['application_no', 'dob'];

/**
 * Look-up of a submitted application by its number and the applicant's date of birth (both must
 * match; the service answers a wrong pair of either kind alike). For those who chose Pay later,
 * lost the acknowledgement, or want to know whether the fee was recorded.
 */
export function ApplicationStatus() {
  const [found, setFound] = useState<Acknowledgement | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: valibotResolver(statusQuerySchema) as never,
    defaultValues: { application_no: '', dob: '' },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errorOf, problems } = formProblems(formState.errors, ORDER, (name) => FIELD_IDS[name], (name) => LABELS[name]);

  const submit = async (values: Values) => {
    setNotFound(null);
    setFound(null);
    try {
      const reply = await postJson(APPLICATION_STATUS_PATH, values, statusResponseSchema);
      setFound(reply.data);
      // The result replaces what was on screen: take the reader there.
      requestAnimationFrame(() => document.getElementById('acknowledgement-heading')?.focus());
    } catch (error) {
      setNotFound(error instanceof ApiError ? error.message : 'The application could not be looked up. Check your connection and try again.');
    }
  };

  return (
    <>
      <form
        className={styles.form}
        aria-label="Find my application"
        // On paper only the acknowledgement is printed.
        data-print-hidden=""
        noValidate onSubmit={handleSubmit(submit, () => setFailedAttempts((n) => n + 1))}>
        <ScriptRequired>
          Please turn on JavaScript in your browser to look up your application, or ask at the college office.
        </ScriptRequired>
        <ErrorSummary errors={problems} focusKey={failedAttempts} />
        <p>Enter the application number from your acknowledgement and your date of birth as given on the form.</p>
        {/* Closed until the page's script runs: the browser's own submit would put the number and the
            date of birth in the address (and the server's log) and find nothing. */}
        <fieldset className={styles.fields} disabled={!hydrated || formState.isSubmitting}>
          <TextField
            id={FIELD_IDS.application_no}
            label={LABELS.application_no}
            placeholder="ADM2025-000123"
            autoComplete="off"
            autoCapitalize="characters"
            required
            error={errorOf('application_no')}
            {...register('application_no')}
          />
          <TextField id={FIELD_IDS.dob} label={LABELS.dob} type="date" required error={errorOf('dob')} {...register('dob')} />
          <div>
            <Button type="submit">Find my application</Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {notFound && (
          <Alert tone="warning" title="Application not found">
            <p>{notFound}</p>
          </Alert>
        )}
      </div>
      {found && <AcknowledgementView found={found} />}
    </>
  );
}
