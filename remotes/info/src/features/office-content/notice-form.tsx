import { useRef, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Button, Checkbox, FileInput, RadioGroup, TextField } from '@college/design-system';
import {
  allProblems,
  ApiError,
  fileProblem,
  SUBMIT_FORM_SETTINGS,
  SubmitProblems,
  useSubmitForm,
} from '@college/remote-kit';
import {
  type KeptForm,
  KeptTypingNote,
  officePostForm,
  useKeptTyping,
  useOfficeSession,
} from '@college/remote-kit/office';
import {
  NOTICE_FILE,
  NOTICE_LIMITS,
  type NoticeChange,
  noticeChangeSchema,
  type NoticeCreate,
  noticeCreateSchema,
  OFFICE_NEWS_PATH,
  officeNoticeAnswerSchema,
  officeNoticePath,
  type OfficeNotice,
} from '@college/info-service/office/news';
import { isoDay } from '@college/settings/dates';
import { CONTENT_TEXT } from './content-text';
import styles from '../shared/office-room.module.css';

/** The values as a multipart form, with the chosen PDF (the service checks its bytes again). */
function formOf(values: Record<string, unknown>, file: File | undefined): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    body.append(name, value === true ? 'on' : String(value));
  }
  if (file) body.append(NOTICE_FILE.field, file);
  return body;
}

/** The chosen PDF, checked as the service will check it (size and kind) before it is sent. */
function chosenFile(input: HTMLInputElement | null): File | undefined {
  const problem = fileProblem(input?.files, NOTICE_FILE);
  if (problem) throw new ApiError(problem, 400, { [NOTICE_FILE.field]: problem });
  return input?.files?.[0] ?? undefined;
}

/** A notice form's fields, sending and failures: the same for a new notice and a change. */
function useNoticeForm<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: Input,
  path: string,
  {
    onSaved,
    onStale,
    resetAfterSave = false,
    keep,
  }: { onSaved: (notice: OfficeNotice) => void; onStale?: () => void; resetAfterSave?: boolean; keep: string },
) {
  const { csrfToken, refused } = useOfficeSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Input, unknown, Output>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: defaultValues as never,
  });
  // The notice's text survives a session that ends while it is typed (not its PDF: a browser
  // cannot hand a chosen file back).
  const kept = useKeptTyping(form as unknown as KeptForm, keep);
  const submit = useSubmitForm(form, {
    notSent: CONTENT_TEXT.notSaved,
    send: (values) =>
      officePostForm(
        path,
        formOf(values as Record<string, unknown>, chosenFile(fileInput.current)),
        officeNoticeAnswerSchema,
        csrfToken,
      ),
    onSent: (answer) => {
      kept.clear();
      // A new notice's form is empty again for the next one, its PDF too.
      if (resetAfterSave) {
        form.reset(defaultValues as never);
        if (fileInput.current) fileInput.current.value = '';
      }
      onSaved(answer.data);
    },
    onFailed: (failure) => {
      if (refused(failure.error)) return;
      if (failure.error instanceof ApiError && failure.error.status === 409) onStale?.();
    },
  });
  return { form, submit, fileInput, restored: kept.restored };
}

type NoticeFormState = ReturnType<typeof useNoticeForm<FieldValues, unknown>>;

/** The fields every notice has; `saved` is the notice as stored, when it is a change. */
function NoticeFields({
  form,
  submit,
  idPrefix,
  saved,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  submit: NoticeFormState['submit'];
  idPrefix: string;
  saved?: Pick<OfficeNotice, 'description' | 'description_hi'>;
}) {
  // The Hindi pages show the Hindi line alone: an English line changed without it leaves them
  // saying something else. Said while the Hindi line is still the stored one.
  const english = String(form.watch('description') ?? '').trim();
  const hindi = String(form.watch('description_hi') ?? '').trim();
  const hindiBehind =
    !!saved?.description_hi && english !== saved.description.trim() && hindi === saved.description_hi.trim();
  return (
    <>
      <TextField
        id={`${idPrefix}-description`}
        label={CONTENT_TEXT.description}
        hint={CONTENT_TEXT.descriptionHint}
        maxLength={NOTICE_LIMITS.description}
        required
        {...submit.field('description')}
      />
      <TextField
        id={`${idPrefix}-description-hi`}
        lang="hi"
        label={CONTENT_TEXT.descriptionHi}
        hint={
          hindiBehind ? (
            <>
              {CONTENT_TEXT.descriptionHiHint} <strong>{CONTENT_TEXT.hindiBehind}</strong>
            </>
          ) : (
            CONTENT_TEXT.descriptionHiHint
          )
        }
        maxLength={NOTICE_LIMITS.description}
        {...submit.field('description_hi')}
      />
      <div className={styles.dates}>
        <TextField
          id={`${idPrefix}-published-on`}
          type="date"
          label={CONTENT_TEXT.publishedOn}
          required
          {...submit.field('published_on')}
        />
        <TextField
          id={`${idPrefix}-expires-on`}
          type="date"
          label={CONTENT_TEXT.expiresOn}
          hint={CONTENT_TEXT.expiresOnHint}
          {...submit.field('expires_on')}
        />
      </div>
      <TextField
        id={`${idPrefix}-link`}
        label={CONTENT_TEXT.link}
        hint={CONTENT_TEXT.linkHint}
        autoComplete="off"
        {...submit.field('link')}
      />
      <Checkbox id={`${idPrefix}-pinned`} label={CONTENT_TEXT.pinnedLabel} {...form.register('pinned')} />
    </>
  );
}

function FormFrame({
  title,
  titleId,
  submit,
  children,
  action,
  restored,
}: {
  title: string;
  titleId: string;
  submit: NoticeFormState['submit'];
  children: ReactNode;
  action: string;
  restored: boolean;
}) {
  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit.onSubmit}>
      <h2 id={titleId}>{title}</h2>
      {restored && <KeptTypingNote />}
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        {children}
        <div>
          <Button type="submit" loading={submit.sending}>
            {action}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A new notice: published at once or kept as a draft. */
export function NewNoticeForm({ onSaved }: { onSaved: (notice: OfficeNotice) => void }) {
  const defaults = {
    description: '',
    description_hi: '',
    published_on: isoDay(),
    expires_on: '',
    link: '',
    pinned: false,
    status: 'published',
    reason: '',
  };
  const { form, submit, fileInput, restored } = useNoticeForm<Record<string, unknown>, NoticeCreate>(
    noticeCreateSchema as never,
    defaults,
    OFFICE_NEWS_PATH,
    { onSaved, resetAfterSave: true, keep: 'notice.new' },
  );
  return (
    <FormFrame
      title={CONTENT_TEXT.addTitle}
      titleId="notice-add"
      submit={submit}
      action={CONTENT_TEXT.save}
      restored={restored}
    >
      <NoticeFields form={form as never} submit={submit} idPrefix="notice-new" />
      <FileInput
        id="notice-new-file"
        name={NOTICE_FILE.field}
        accept={NOTICE_FILE.accept}
        label={CONTENT_TEXT.pdf}
        hint={CONTENT_TEXT.pdfHint}
        error={submit.errorOf(NOTICE_FILE.field)}
        ref={fileInput}
      />
      <RadioGroup
        label={CONTENT_TEXT.status}
        defaultValue="published"
        {...form.register('status')}
        options={[
          { value: 'published', label: CONTENT_TEXT.publishNow },
          { value: 'draft', label: CONTENT_TEXT.saveDraft },
        ]}
        error={submit.errorOf('status')}
      />
      <TextField id="notice-new-reason" label={CONTENT_TEXT.reason} {...submit.field('reason')} />
    </FormFrame>
  );
}

/** A change to a notice: every field again, a new PDF or none, and why. */
export function NoticeChangeForm({
  notice,
  onSaved,
  onStale,
}: {
  notice: OfficeNotice;
  onSaved: (notice: OfficeNotice) => void;
  onStale: () => void;
}) {
  const defaults = {
    description: notice.description,
    description_hi: notice.description_hi ?? '',
    published_on: notice.published_on,
    expires_on: notice.expires_on ?? '',
    link: notice.link ?? '',
    pinned: notice.pinned,
    remove_file: false,
    version: notice.version,
    reason: '',
  };
  const { form, submit, fileInput, restored } = useNoticeForm<Record<string, unknown>, NoticeChange>(
    noticeChangeSchema as never,
    defaults,
    officeNoticePath(notice.id),
    { onSaved, onStale, keep: `notice.${notice.id}` },
  );
  return (
    <FormFrame
      title={CONTENT_TEXT.editTitle}
      titleId="notice-change"
      submit={submit}
      action={CONTENT_TEXT.saveChange}
      restored={restored}
    >
      <NoticeFields form={form as never} submit={submit} idPrefix="notice-edit" saved={notice} />
      <FileInput
        id="notice-edit-file"
        name={NOTICE_FILE.field}
        accept={NOTICE_FILE.accept}
        label={CONTENT_TEXT.replacePdf}
        hint={CONTENT_TEXT.replacePdfHint}
        error={submit.errorOf(NOTICE_FILE.field)}
        ref={fileInput}
      />
      {notice.file && (
        <Checkbox id="notice-edit-remove-file" label={CONTENT_TEXT.removePdf} {...form.register('remove_file')} />
      )}
      <TextField
        id="notice-edit-reason"
        multiline
        rows={2}
        label={CONTENT_TEXT.changeReason}
        required
        {...submit.field('reason')}
      />
    </FormFrame>
  );
}
