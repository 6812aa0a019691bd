import { useState } from 'react';
import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, TextField, useCatalogue, useHydrated } from '@college/design-system';
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
  FIND_APPLICATION_NUMBER_PATH,
  type ForgotNumberQuery,
  forgotNumberQuerySchema,
  forgotNumberResponseSchema,
} from '@college/admissions-service/contract';
import styles from './application-status.module.css';
import messages from './forgot-number.messages.json';

type FieldName = keyof ForgotNumberQuery;
const FIELD_IDS: Record<FieldName, string> = { mobile: 'forgot-mobile', dob: 'forgot-dob' };

/**
 * "Forgot your application number?": mobile number and date of birth (both must match) give the
 * number masked except its last digits; several applications may share them (twins on a parent's
 * phone): each is listed. Opened by its button, or at once when the admission form sends an
 * applicant whose Aadhaar is already registered.
 */
export function ForgotNumber({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [found, setFound] = useState<{ masked: string[]; emailed: boolean } | null>(null);
  const hydrated = useHydrated();
  const { text } = useCatalogue(messages);
  const form = useForm<v.InferInput<typeof forgotNumberQuerySchema>, unknown, ForgotNumberQuery>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(forgotNumberQuerySchema)),
    defaultValues: { mobile: '', dob: '' },
  });
  const { register } = form;
  const lookup = useSubmitInLanguage(
    useSubmitForm(form, {
      labelOf: (name) => text(name as FieldName),
      send: (values) => {
        setFound(null);
        return postJson(FIND_APPLICATION_NUMBER_PATH, values, forgotNumberResponseSchema);
      },
      // A service from before several matches sends the one number alone.
      onSent: (reply) =>
        setFound({
          masked: reply.data.masked_application_nos ?? [reply.data.masked_application_no],
          emailed: reply.data.emailed,
        }),
    }),
  );
  const { errorOf, failure } = lookup;
  const notFound = lookupRefusal(failure, {
    notFoundTitle: text('notFoundTitle'),
    waitTitle: text('waitTitle'),
    lookupFailed: text('lookupFailed'),
  });

  return (
    <div className={styles.forgot} data-print-hidden="">
      <h2 id="forgot-heading">
        <Button
          type="button"
          variant="link"
          aria-expanded={open}
          aria-controls="forgot-number"
          onClick={() => setOpen(!open)}
        >
          {text('open')}
        </Button>
      </h2>
      <div id="forgot-number" hidden={!open}>
        {open && (
          <>
            <form className={styles.form} aria-label={text('formName')} noValidate onSubmit={lookup.onSubmit}>
              <ErrorSummary errors={lookup.problems} focusKey={lookup.focusKey} />
              <p>{text('intro')}</p>
              <fieldset className={styles.fields} disabled={!hydrated || lookup.sending}>
                <TextField
                  id={FIELD_IDS.mobile}
                  label={text('mobile')}
                  // Not type="tel": HTML allows `tel-national` (no +91) only on text fields.
                  inputMode="numeric"
                  autoComplete="tel-national"
                  required
                  error={errorOf('mobile')}
                  {...register('mobile')}
                />
                <DateField
                  id={FIELD_IDS.dob}
                  label={text('dob')}
                  typed={form.watch('dob')}
                  autoComplete="bday"
                  required
                  error={errorOf('dob')}
                  {...register('dob')}
                />
                <div>
                  <Button type="submit" variant="secondary">
                    {text('find')}
                  </Button>
                </div>
              </fieldset>
            </form>
            <div aria-live="polite">
              {notFound && (
                <Alert tone="warning" title={notFound.title}>
                  <p>{notFound.message}</p>
                </Alert>
              )}
              {found && (
                <Alert tone="success" title={text('foundTitle')}>
                  {found.masked.length === 1 ? (
                    <p>{text('found', { masked: found.masked[0] })}</p>
                  ) : (
                    <>
                      <p>{text('foundSeveral')}</p>
                      <ul>
                        {found.masked.map((masked) => (
                          <li key={masked}>{masked}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  {found.emailed && <p>{text(found.masked.length === 1 ? 'emailed' : 'emailedSeveral')}</p>}
                  <p>{text('afterFound')}</p>
                </Alert>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
