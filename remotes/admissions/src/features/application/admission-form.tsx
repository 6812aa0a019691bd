import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Card, ErrorSummary, Link, ScriptRequired, useLiveSetUp, useNavigate, useToast } from '@college/design-system';
import { allProblems, ApiError, postFormWithProgress, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { ADMISSION_FAILED, SAVE_APPLICANT_PATH, saveApplicantResponseSchema, UNIQUE_MESSAGE } from '@college/admissions-service/contract';
import { ALREADY_REGISTERED } from './already-registered-text';
import { paymentHandover } from '../shared/payment-session';
import { applicationDraft } from './draft';
import { type FieldName, labelOf, REVIEW_TEXT, SECTION_TITLES } from './field-labels';
import {
  type ApplicationFormOutput,
  type ApplicationFormValues,
  applicationFormSchema,
  EMPTY_APPLICATION,
  missingDocuments,
  TEXT_FIELDS,
  type TextFieldName,
  toFormData,
} from './form-schema';
import { courseById, useApplicationLookups, useCourses } from './lookups';
import { ReviewStep } from './review-step';
import { AddressSection } from './sections/address-section';
import { CourseSection } from './sections/course-section';
import { DocumentsSection } from './sections/documents-section';
import type { SectionProps } from './sections/form-context';
import { PersonalSection } from './sections/personal-section';
import { QualifyingSection } from './sections/qualifying-section';
import styles from './admission-form.module.css';

const NOT_SENT = 'Your application was not sent.';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const textValues = (values: Partial<ApplicationFormValues>) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, typeof values[name] === 'string' ? values[name] : ''])) as Record<TextFieldName, string>;

/** A refusal that names fields: their messages are on the form, so the form is shown again. */
const blamesFields = (error: unknown) => error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;

/**
 * The admission form A.Y. 2025-26. Typed values live in this tab's storage as they are typed (a
 * reload, a lost connection or a failed submit loses nothing). Once the form passes its check, a
 * review step shows everything entered with a declaration to tick; only its "Submit application"
 * sends the application, documents included, with progress shown; a success goes on to /payment.
 * The form stays on the page, hidden, while the review shows: "Edit" finds it (files too) as it was.
 */
export function AdmissionForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [restored, setRestored] = useState(false);
  // The checked application while the review step shows it; none while the form shows.
  const [reviewed, setReviewed] = useState<ApplicationFormOutput | null>(null);
  const firstSection = useRef<HTMLDivElement>(null);
  const backFromReview = useRef(false);

  // The check needs the chosen course's level (an M.A. is one subject): it is built with the
  // courses list as it is now, and reads the course from the values it checks.
  const courses = useCourses();
  const resolver = useMemo(
    // The missing documents are listed with the other problems, on the same submit.
    () => valibotResolver(allProblems(applicationFormSchema(courses.items), { files: missingDocuments })),
    [courses.items],
  );
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    defaultValues: EMPTY_APPLICATION,
  });
  const { reset, watch, control, getValues } = form;

  const submission = useSubmitForm(form, {
    notSent: NOT_SENT,
    labelOf: (name) => labelOf(name as FieldName, courseById(courses.items, getValues('course'))?.level),
    // The first passing check opens the review; its "Submit application" sends.
    readyToSend: (values) => {
      if (reviewed) return true;
      setReviewed(values);
      return false;
    },
    send: (values, onProgress) =>
      postFormWithProgress(SAVE_APPLICANT_PATH, toFormData(values), saveApplicantResponseSchema, onProgress),
    onSent: (reply, values) => {
      const handover = { ...reply.data, dob: values.dob };
      applicationDraft.clear();
      paymentHandover.write(handover);
      toast.show(reply.message, 'success');
      navigate('/payment', { state: handover });
    },
    onFailed: (failure) => {
      toast.show(failure.reason || ADMISSION_FAILED, 'danger');
      if (blamesFields(failure.error)) setReviewed(null);
    },
  });
  const { failure, sending } = submission;
  // Refused as already registered: the spec's message stays on the fields; this adds the way back.
  const alreadyRegistered =
    failure?.error instanceof ApiError && failure.error.status === 409 && failure.error.fieldErrors.adhar_num === UNIQUE_MESSAGE;

  // Back to what was typed in this tab before a reload; a fresh key for a fresh form. The fields
  // open with these values already in them.
  const ready = useLiveSetUp(() => {
    const draft = applicationDraft.read();
    reset({ ...EMPTY_APPLICATION, ...draft, idempotency_key: draft?.idempotency_key || newKey() });
    setRestored(draft ? TEXT_FIELDS.some((name) => name !== 'idempotency_key' && draft[name]) : false);
  });

  // Every change is kept at once (files excepted), so nothing typed depends on the network.
  useEffect(() => {
    const subscription = watch((values) => {
      if (values.idempotency_key) applicationDraft.write(textValues(values));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const watched = useWatch({ control, name: TEXT_FIELDS }) as string[];
  const values = Object.fromEntries(TEXT_FIELDS.map((name, i) => [name, watched[i] ?? ''])) as Record<TextFieldName, string>;
  const lookups = useApplicationLookups(values, courses);
  const section: SectionProps = { form, errorOf: submission.errorOf, values, lookups };

  // Back from the review with "Edit": focus at the top of the form (a refusal's summary takes it itself).
  useEffect(() => {
    if (reviewed || !backFromReview.current) return;
    backFromReview.current = false;
    firstSection.current?.focus();
  }, [reviewed]);
  const edit = () => {
    backFromReview.current = true;
    setReviewed(null);
  };

  const startOver = () => {
    applicationDraft.clear();
    reset({ ...EMPTY_APPLICATION, idempotency_key: newKey() });
    setRestored(false);
  };

  return (
    <>
      {/* noValidate: the schema's messages under each field, not the browser's bubbles. */}
      <form className={styles.form} aria-label="Admission form" hidden={reviewed !== null} noValidate onSubmit={submission.onSubmit}>
        <ScriptRequired>
          Please turn on JavaScript in your browser to fill in the admission form, or visit the college office.
        </ScriptRequired>
        <ErrorSummary errors={submission.problems} focusKey={submission.focusKey} />
        <p className={styles.note}>
          All fields are required unless marked otherwise. What you type is kept in this browser tab until the form is
          submitted, so a reload or a lost connection loses nothing. Documents cannot be kept: after a reload, choose them
          again.
        </p>
        {restored && (
          <Alert tone="info" title="Welcome back">
            <p>We filled in what you typed earlier in this tab. Please choose your documents again.</p>
            <Button type="button" variant="secondary" size="sm" onClick={startOver}>
              Clear the form and start over
            </Button>
          </Alert>
        )}
        {lookups.failed.length > 0 && (
          <Alert tone="danger" title="Some lists could not be loaded">
            <p>Check your connection. What you typed is kept.</p>
            <Button type="button" size="sm" onClick={() => lookups.failed.forEach((lookup) => lookup.reload())}>
              Try again
            </Button>
          </Alert>
        )}
        <fieldset className={styles.fields} disabled={!ready || sending}>
          <Card
            ref={firstSection}
            title={SECTION_TITLES.personal}
            className={styles.section}
            role="region"
            aria-label={SECTION_TITLES.personal}
            tabIndex={-1}
          >
            <PersonalSection {...section} />
            <AddressSection {...section} />
          </Card>
          <Card title={SECTION_TITLES.course} className={styles.section}>
            <CourseSection {...section} />
          </Card>
          <Card title={SECTION_TITLES.qualifying} className={styles.section} role="region" aria-label={SECTION_TITLES.qualifying}>
            <QualifyingSection {...section} />
          </Card>
          <Card title={SECTION_TITLES.documents} className={styles.section}>
            <DocumentsSection {...section} />
          </Card>

          {failure && !failure.atFields && (
            <Alert tone="danger" title="Not sent">
              <p>{failure.message}</p>
              <p>Everything you typed and the documents you chose are still in the form. Please try again.</p>
            </Alert>
          )}
          {alreadyRegistered && (
            <Alert tone="info" title={ALREADY_REGISTERED.title}>
              <p>
                {ALREADY_REGISTERED.text}{' '}
                <Link to="/admission/status" state={{ forgot: true }}>
                  {ALREADY_REGISTERED.link}
                </Link>
                .
              </p>
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {REVIEW_TEXT.toReview}
            </Button>
          </div>
        </fieldset>
      </form>
      {reviewed && (
        <ReviewStep
          values={reviewed}
          lookups={lookups}
          onEdit={edit}
          onSend={() => submission.onSubmit()}
          sending={sending}
          progress={submission.progress}
          failure={failure && !failure.atFields ? failure.message : undefined}
        />
      )}
    </>
  );
}
