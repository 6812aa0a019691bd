import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, useCatalogue } from '@college/design-system';
import {
  allProblems,
  createPendingWork,
  DocumentFitInput,
  ImageFitInput,
  PendingWorkProvider,
  postForm,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useSite,
  useSubmitForm,
  useSubmitInLanguage,
  waitingSubmit,
} from '@college/remote-kit';
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
import styles from './application-status.module.css';
import messages from './standing.messages.json';

type Files = Record<string, File | undefined>;
const fieldId = (field: string) => `reupload-${field}`;

/**
 * A file input for each queried document (the form's size and kind rules, checked here and again
 * by the service), sent with the look-up's proofs. At least one; the rest may follow later. As on
 * the form, a photo or signature is fitted to its shape, and a document may be photographed (several
 * photos become one PDF): a queried document is most often sent again from a phone.
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
  const helpPhone = useSite().helplines.admission;
  const [pendingFits] = useState(createPendingWork);
  const fileProps = (field: QueriedDocument['field']) => ({
    id: fieldId(field),
    name: field,
    label: text(`file.${field}`),
    hint: hintOf(field),
    maxBytes: APPLICANT_FILES[field].maxBytes,
    error: submit.errorOf(field),
    onBlur: form.register(field).onBlur,
    onFile: (file: File | undefined) => form.setValue(field, file, { shouldValidate: form.formState.isSubmitted }),
  });
  // The contract's rule, in words: images are small, documents up to 1 MB.
  const hintOf = (field: QueriedDocument['field']) => {
    const rule: UploadRule = APPLICANT_FILES[field];
    return rule.kinds.includes('pdf') ? text('hint.document') : text('hint.image', { size: rule.maxBytes / 1024 });
  };
  return (
    <PendingWorkProvider work={pendingFits}>
      <form
        className={styles.form}
        aria-label={text('formName')}
        noValidate
        onSubmit={waitingSubmit(pendingFits, submit.onSubmit)}
      >
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
              {field === 'photo' || field === 'signature' ? (
                <ImageFitInput kind={field} {...fileProps(field)} />
              ) : (
                <DocumentFitInput title={APPLICANT_FILES[field].label} helpPhone={helpPhone} {...fileProps(field)} />
              )}
            </div>
          ))}
          <div>
            <Button type="submit" loading={submit.sending}>
              {text('send')}
            </Button>
          </div>
        </fieldset>
      </form>
    </PendingWorkProvider>
  );
}
