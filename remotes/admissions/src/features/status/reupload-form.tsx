import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, FileInput, useCatalogue } from '@college/design-system';
import { allProblems, postForm, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import {
  APPLICANT_FILES,
  type QueriedDocument,
  REUPLOAD_DOCUMENTS_PATH,
  type ReuploadAnswer,
  reuploadAnswerSchema,
  type StatusQuery,
  type UploadRule,
} from '@college/admissions-service/contract';
import { fileSchema, type FileValue } from '../shared/file-rules';
import { useSubmitInLanguage } from '../shared/submit-in-language';
import styles from './application-status.module.css';
import messages from './standing.messages.json';

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
  const { text } = useCatalogue(messages);
  const chooseOne = text('chooseOne');
  const schema = useMemo(
    () =>
      v.pipe(
        v.object(Object.fromEntries(queried.map(({ field }) => [field, fileSchema(APPLICANT_FILES[field])]))),
        v.forward(
          v.check((files: Files) => Object.values(files).some(Boolean), chooseOne),
          [queried[0]?.field ?? ''] as never,
        ),
      ),
    [queried, chooseOne],
  );
  const form = useForm<Record<string, FileValue>, unknown, Files>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)) as unknown as Resolver<Record<string, FileValue>, unknown, Files>,
  });
  const submit = useSubmitInLanguage(
    useSubmitForm(form, {
      notSent: text('notSent'),
      send: (files) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(query)) body.append(name, value);
        for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
        return postForm(REUPLOAD_DOCUMENTS_PATH, body, reuploadAnswerSchema);
      },
      onSent: (reply) => onSent(reply.data, reply.message),
    }),
  );
  // The contract's rule, in words: images are small, documents up to 1 MB.
  const hintOf = (field: QueriedDocument['field']) => {
    const rule: UploadRule = APPLICANT_FILES[field];
    return rule.kinds.includes('pdf') ? text('hint.document') : text('hint.image', { size: rule.maxBytes / 1024 });
  };
  return (
    <form className={styles.form} aria-label={text('formName')} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <h3>{text('queriedHeading')}</h3>
      <fieldset className={styles.fields} disabled={submit.sending}>
        {queried.map(({ field, reason, note }) => (
          <div key={field}>
            <p>
              {/* The reason comes in the page's language (the service answers in it); the note is the officer's own words. */}
              <strong>{text(`file.${field}`)}</strong>: {reason}
              {note && ` ${note}`}
            </p>
            <FileInput
              id={fieldId(field)}
              label={text(`file.${field}`)}
              hint={hintOf(field)}
              accept={APPLICANT_FILES[field].accept}
              error={submit.errorOf(field)}
              {...form.register(field)}
            />
          </div>
        ))}
        <div>
          <Button type="submit" loading={submit.sending}>
            {text('send')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
