import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField, useCatalogue, useFocusAfterRender } from '@college/design-system';
import {
  allProblems,
  collegeTime,
  postJson,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useSubmitForm,
  useSubmitInLanguage,
} from '@college/remote-kit';
import {
  CORRECT_APPLICATION_PATH,
  CORRECTABLE_FIELDS,
  type Correctable,
  type CorrectableField,
  type CorrectionAnswer,
  correctionAnswerSchema,
  type CorrectionFields,
  type CorrectionFieldsInput,
  correctionFieldsSchema,
  type CorrectionRecord,
  type StatusQuery,
} from '@college/admissions-service/contract';
import messages from './correction-form.messages.json';
import styles from './application-status.module.css';

const fieldId = (field: CorrectableField) => `correct-${field}`;
const INPUT_MODES: Partial<Record<CorrectableField, 'numeric' | 'tel' | 'email'>> = {
  mobile: 'tel',
  email: 'email',
  pincode: 'numeric',
};

/** The corrections saved so far, oldest first, as one line each. */
function CorrectionHistory({ corrections }: { corrections: CorrectionRecord[] }) {
  const { text } = useCatalogue(messages);
  if (corrections.length === 0) return null;
  return (
    <>
      <h4>{text('history')}</h4>
      <ul>
        {corrections.flatMap((correction, index) =>
          correction.changes.map((change) => (
            <li key={`${index}-${change.field}`}>
              {text('change', {
                day: collegeTime(correction.at, 'day'),
                field: text(change.field),
                before: change.before,
                after: change.after,
              })}
            </li>
          )),
        )}
      </ul>
    </>
  );
}

/**
 * While the office has not started its scrutiny: the applicant corrects names, contact and address,
 * checked as on the admission form, sent with the look-up's proofs and the version read (a change
 * since is refused, and said). What was corrected stays listed below.
 */
export function CorrectionForm({
  correctable,
  corrections,
  query,
  onCorrected,
}: {
  correctable: Correctable;
  corrections: CorrectionRecord[];
  query: StatusQuery;
  onCorrected: (data: CorrectionAnswer['data'], message: string) => void;
}) {
  const focusAfterRender = useFocusAfterRender();
  const { text } = useCatalogue(messages);
  const [open, setOpen] = useState(false);
  const form = useForm<CorrectionFieldsInput, unknown, CorrectionFields>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(correctionFieldsSchema)),
    defaultValues: correctable.values,
  });
  const submit = useSubmitInLanguage(
    useSubmitForm(form, {
      notSent: text('notSaved'),
      labelOf: (name) => text(name as CorrectableField),
      send: (values) =>
        postJson(
          CORRECT_APPLICATION_PATH,
          { ...query, version: correctable.version, ...values },
          correctionAnswerSchema,
        ),
      onSent: (reply) => {
        setOpen(false);
        onCorrected(reply.data, reply.message);
      },
    }),
  );
  return (
    <section aria-labelledby="correction-heading" className={styles.found} data-print-hidden="">
      <h3 id="correction-heading">{text('heading')}</h3>
      <p>{text('intro')}</p>
      {!open ? (
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
            focusAfterRender(fieldId('fname'));
          }}
        >
          {text('open')}
        </Button>
      ) : (
        <form className={styles.form} aria-label={text('formName')} noValidate onSubmit={submit.onSubmit}>
          <SubmitProblems submit={submit} />
          <fieldset className={styles.fields} disabled={submit.sending}>
            {CORRECTABLE_FIELDS.map((field) =>
              field === 'address' ? (
                <TextField
                  key={field}
                  id={fieldId(field)}
                  label={text(field)}
                  multiline
                  rows={3}
                  required
                  error={submit.errorOf(field)}
                  {...form.register(field)}
                />
              ) : (
                <TextField
                  key={field}
                  id={fieldId(field)}
                  label={text(field)}
                  inputMode={INPUT_MODES[field]}
                  required
                  error={submit.errorOf(field)}
                  {...form.register(field)}
                />
              ),
            )}
            <div className={styles.actions}>
              <Button type="submit" loading={submit.sending}>
                {text('save')}
              </Button>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {text('cancel')}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      <CorrectionHistory corrections={corrections} />
    </section>
  );
}
