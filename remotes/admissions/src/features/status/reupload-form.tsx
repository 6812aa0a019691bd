import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, FileInput } from '@college/design-system';
import { allProblems, postForm, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import {
  APPLICANT_FILES,
  type QueriedDocument,
  REUPLOAD_DOCUMENTS_PATH,
  type ReuploadAnswer,
  reuploadAnswerSchema,
  type StatusQuery,
} from '@college/admissions-service/contract';
import { fileSchema, type FileValue } from '../shared/file-rules';
import styles from './application-status.module.css';
import { REUPLOAD_TEXT } from './standing-text';


type Files = Record<string, File | undefined>;
const fieldId = (field: string) => `reupload-${field}`;

/**
 * A file input for each queried document (the form's size and kind rules, checked here and again
 * by the service), sent with the look-up's proofs. At least one; the rest may follow later.
 */
export function ReuploadForm({
  queried,
  query,
  onSent,
}: {
  queried: QueriedDocument[];
  query: StatusQuery;
  onSent: (standing: ReuploadAnswer['data'], message: string) => void;
}) {
  const schema = useMemo(
    () =>
      v.pipe(
        v.object(Object.fromEntries(queried.map(({ field }) => [field, fileSchema(APPLICANT_FILES[field])]))),
        v.forward(
          v.check((files: Files) => Object.values(files).some(Boolean), REUPLOAD_TEXT.chooseOne),
          [queried[0]?.field ?? ''] as never,
        ),
      ),
    [queried],
  );
  const form = useForm<Record<string, FileValue>, unknown, Files>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)) as unknown as Resolver<Record<string, FileValue>, unknown, Files>,
  });
  const submit = useSubmitForm(form, {
    notSent: REUPLOAD_TEXT.notSent,
    send: (files) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(query)) body.append(name, value);
      for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
      return postForm(REUPLOAD_DOCUMENTS_PATH, body, reuploadAnswerSchema);
    },
    onSent: (reply) => onSent(reply.data, reply.message),
  });
  return (
    <form className={styles.form} aria-label={REUPLOAD_TEXT.formName} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <h3>{REUPLOAD_TEXT.queriedHeading}</h3>
      <fieldset className={styles.fields} disabled={submit.sending}>
        {queried.map(({ field, label, reason, note }) => (
          <div key={field}>
            <p>
              <strong>{label}</strong>: {reason}
              {note && ` ${note}`}
            </p>
            <FileInput
              id={fieldId(field)}
              label={label}
              hint={APPLICANT_FILES[field].hint}
              accept={APPLICANT_FILES[field].accept}
              error={submit.errorOf(field)}
              {...form.register(field)}
            />
          </div>
        ))}
        <div>
          <Button type="submit" loading={submit.sending}>
            {REUPLOAD_TEXT.send}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
