import { useEffect, useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ErrorSummary,
  ScriptRequired,
  useLiveSetUp,
  useToast,
} from '@college/design-system';
import {
  allProblems,
  createPendingWork,
  PendingWorkProvider,
  postFormWithProgress,
  SUBMIT_FORM_SETTINGS,
  useInLanguage,
  useSubmitForm,
  waitingSubmit,
} from '@college/remote-kit';
import {
  EXPERIENCE_OPTIONS,
  QUALIFICATION_LEVELS,
  SAVE_CAREER_PATH,
  saveCareerResponseSchema,
  SUCCESS_MESSAGE,
} from '@college/careers-service/contract';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { clearDraft, loadDraft, removeLegacyDraft, saveDraft } from './draft';
import { EXPERIENCE_COLUMNS, fieldId, listTarget, QUALIFICATION_COLUMNS, summaryLabel } from './fields';
import { useFormText } from './form-text';
import { AddressSection } from './sections/address-section';
import { ChoiceSelect } from './sections/choice-select';
import { PersonalSection } from './sections/personal-section';
import { RowList } from './sections/row-list';
import styles from './career-form.module.css';
import { UploadsSection } from './sections/uploads-section';
import {
  type CareerFormOutput,
  careerFormSchema,
  type CareerFormValues,
  emptyExperience,
  emptyQualification,
  emptyValues,
  toCareerFormData,
} from './values';

/** What the confirmation page receives in navigation state. */
export interface CareerConfirmationState {
  applicationNo: string;
  /** Shown once, on the acknowledgement: the service keeps only its hash. */
  accessCode: string;
  name: string;
  profile: string;
  field: string;
}

const QUALIFICATION_ROW = QUALIFICATION_COLUMNS.map((column) =>
  column.key === 'qualification'
    ? // NET / Ph.D. needs no mark: choosing it (or another) checks the row's mark again.
      { ...column, options: QUALIFICATION_LEVELS, revalidates: 'mark' }
    : column.key === 'year'
      ? { ...column, inputMode: 'numeric' as const, maxLength: 4 }
      : column.key === 'mark'
        ? { ...column, inputMode: 'decimal' as const, maxLength: 6 }
        : column,
);

/**
 * The career application at /careerForm. Validation runs on submit and again on every change; a
 * failed submit lists the problems in the error summary, which takes focus and links to each field.
 * What is typed is kept in this tab (not the files) until the application is accepted or the tab closes.
 */
export function CareerForm({ onSubmitted }: { onSubmitted: (state: CareerConfirmationState) => void }) {
  const toast = useToast();
  const { text } = useFormText();
  // The schema's own messages are the contract's English; services answer in the page's language.
  const say = useInLanguage();
  const form = useForm<CareerFormValues, unknown, CareerFormOutput>({
    ...SUBMIT_FORM_SETTINGS,
    // The contract's schema takes any input (the service reads multipart); the form's values are typed here.
    resolver: valibotResolver(
      allProblems(careerFormSchema) as unknown as Parameters<typeof valibotResolver>[0],
    ) as unknown as Resolver<CareerFormValues, unknown, CareerFormOutput>,
    defaultValues: emptyValues(),
  });
  const submission = useSubmitForm(form, {
    notSent: text('notSent'),
    labelOf: (name) => summaryLabel(name, text),
    targetOf: listTarget,
    send: (output, onProgress) =>
      postFormWithProgress(SAVE_CAREER_PATH, toCareerFormData(output), saveCareerResponseSchema, onProgress),
    onSent: (reply, output) => {
      toast.show(reply.message || say(SUCCESS_MESSAGE), 'success');
      clearDraft();
      onSubmitted({
        applicationNo: reply.data.application_no,
        accessCode: reply.data.access_code,
        name: output.name,
        profile: output.profile,
        field: output.field,
      });
    },
    onFailed: (failure) => toast.show(say(failure.message), 'danger'),
  });
  const { failure, sending } = submission;
  const errorOf = (name: string) => say(submission.errorOf(name));
  const problems = submission.problems.map((problem) => ({
    ...problem,
    message: typeof problem.message === 'string' ? say(problem.message) : problem.message,
  }));
  const experienceOption = useWatch({ control: form.control, name: 'experienceOption' });

  // Once the page's script runs: bring back what was typed before (a reload, a failed submit); the
  // fields open with it already in them. Then keep every change.
  const ready = useLiveSetUp(() => {
    removeLegacyDraft();
    const draft = loadDraft();
    if (draft) form.reset(draft);
  });
  useEffect(() => {
    if (!ready) return;
    const subscription = form.watch((values) => saveDraft(values as Partial<CareerFormValues>));
    return () => subscription.unsubscribe();
  }, [ready, form]);

  // The photo and the CV may still be being fitted on the device when Send is pressed: the submit
  // waits for them, so the form checks the files that will really be sent.
  const [pendingFits] = useState(createPendingWork);
  const percent = sending ? Math.round(submission.progress * 100) : null;

  return (
    // noValidate: the schema's messages under each field, not the browser's bubbles.
    <PendingWorkProvider work={pendingFits}>
      <form
        className={styles.form}
        aria-label={text('formLabel')}
        noValidate
        onSubmit={waitingSubmit(pendingFits, submission.onSubmit)}
      >
        <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
        <ErrorSummary errors={problems} focusKey={submission.focusKey}>
          <p>{text('summaryIntro')}</p>
        </ErrorSummary>
        <p className={styles.note}>{text('note')}</p>
        {/* Until the page's script runs the form can neither check nor send anything. */}
        <fieldset className={styles.fields} disabled={!ready}>
          <Card as="h3" title={text('personalCard')} className={styles.card}>
            <PersonalSection form={form} errorOf={errorOf} />
            <AddressSection form={form} errorOf={errorOf} />
          </Card>
          <Card as="h3" title={text('qualificationList')} className={styles.card}>
            <RowList
              form={form}
              errorOf={errorOf}
              name="qualification"
              columns={QUALIFICATION_ROW}
              empty={emptyQualification}
            />
          </Card>
          <Card as="h3" title={text('experienceList')} className={styles.card}>
            <ChoiceSelect
              form={form}
              errorOf={errorOf}
              name="experienceOption"
              label={text('experienceQuestion')}
              choices={EXPERIENCE_OPTIONS}
              placeholder={text('select')}
            />
            {experienceOption === 'Yes' && (
              <RowList
                form={form}
                errorOf={errorOf}
                name="experience"
                columns={EXPERIENCE_COLUMNS}
                empty={emptyExperience}
              />
            )}
          </Card>
          <Card as="h3" title={text('uploadsCard')} className={styles.card}>
            <UploadsSection form={form} errorOf={errorOf} />
          </Card>
          <Checkbox
            id={fieldId('declaration')}
            label={text('declarationText')}
            error={errorOf('declaration')}
            {...form.register('declaration')}
          />
          <div role="status" className={styles.progress}>
            {percent !== null && (
              <>
                <label htmlFor="career-upload-progress">{text('sending', { percent })}</label>
                <progress id="career-upload-progress" max={100} value={percent} />
              </>
            )}
          </div>
          {failure && (
            <Alert tone="danger" className={styles.failure}>
              <p>{say(failure.message)}</p>
              <p>{text('stillInForm')}</p>
            </Alert>
          )}
          <Button type="submit" size="lg" loading={sending}>
            {text('submit')}
          </Button>
        </fieldset>
      </form>
    </PendingWorkProvider>
  );
}
