import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  Button,
  Card,
  ErrorSummary,
  Link,
  useCatalogue,
  useLiveSetUp,
  useNavigate,
  useToast,
} from '@college/design-system';
import {
  ApiError,
  loadedOnFirstCall,
  postFormWithProgress,
  SUBMIT_FORM_SETTINGS,
  useInLanguage,
  useServerFormHandover,
  useSubmitForm,
  createPendingWork,
  PendingWorkProvider,
  waitingSubmit,
} from '@college/remote-kit';
import {
  AADHAAR_REGISTERED_MESSAGE,
  ADMISSION_FAILED,
  SAVE_APPLICANT_PATH,
  saveApplicantResponseSchema,
} from '@college/admissions-service/contract';
import { paymentHandover } from '../shared/payment-session';
import { applicationDraft } from './draft';
import { type FieldName, useFieldLabels } from './field-labels';
import { optionLabels } from '../shared/options';
import type { ApplicationFormOutput, ApplicationFormValues, TextFieldName } from './form-schema';
import { EMPTY_APPLICATION, TEXT_FIELDS, toFormData } from './form-values';
import { courseById, useApplicationLookups, useCourses } from './lookups';
import { AddressSection } from './sections/address-section';
import { CourseSection } from './sections/course-section';
import { DocumentsSection } from './sections/documents-section';
import type { FormWords, SectionProps } from './sections/form-context';
import { PersonalSection } from './sections/personal-section';
import { QualifyingSection } from './sections/qualifying-section';
import styles from './admission-form.module.css';
import messages from './admission-form.messages.json';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const textValues = (values: Partial<ApplicationFormValues>) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, typeof values[name] === 'string' ? values[name] : ''])) as Record<
    TextFieldName,
    string
  >;

// The review step shows only after the check passed: it comes with the check's code.
const loadReview = () => import('./review-step');
const ReviewStep = lazy(() => loadReview().then(({ ReviewStep: step }) => ({ default: step })));

type FormResolver = Resolver<ApplicationFormValues, unknown, ApplicationFormOutput>;

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
  const { t, text, lang } = useCatalogue(messages);
  const labels = useFieldLabels();
  const words: FormWords = useMemo(() => ({ lang, text, labels, option: optionLabels(lang) }), [lang, text, labels]);
  // The form's own checks speak the contract's English; the page shows them in its language.
  const say = useInLanguage();
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
  // The check's code (schema, valibot) loads at the first submit, or as soon as typing starts.
  const resolver = useMemo(
    () =>
      loadedOnFirstCall<Parameters<FormResolver>, ReturnType<FormResolver>>(() =>
        Promise.all([import('./form-schema'), loadReview()]).then(([{ formResolver }]) => formResolver(courses.items)),
      ),
    [courses.items],
  );
  // No default values at first: each field takes what its input holds when it comes alive, i.e.
  // what was typed before the form's code arrived (the set-up below makes them the defaults).
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({ ...SUBMIT_FORM_SETTINGS, resolver });
  const { reset, watch, control, getValues } = form;

  const submission = useSubmitForm(form, {
    notSent: text('notSent'),
    labelOf: (name) => labels.labelOf(name as FieldName, courseById(courses.items, getValues('course'))?.level),
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
      // No toast: the payment page says it first, where a toast would cover the access code.
      navigate('/payment', { state: handover });
    },
    onFailed: (failure) => {
      toast.show(failure.reason || say(ADMISSION_FAILED), 'danger');
      if (blamesFields(failure.error)) setReviewed(null);
    },
  });
  const { failure, sending } = submission;
  // Photos and documents still being fitted on the device are waited for before the form is checked.
  const [pendingFits] = useState(createPendingWork);
  // Refused as already registered: the service's message stays on the Aadhaar field; this adds the way back.
  const alreadyRegistered =
    failure?.error instanceof ApiError &&
    failure.error.status === 409 &&
    failure.error.fieldErrors.adhar_num === say(AADHAAR_REGISTERED_MESSAGE);

  // Back to what was typed in this tab before a reload, and over it what was typed on this page
  // before the form's code arrived; a fresh key for a fresh form.
  const ready = useLiveSetUp(() => {
    const draft = applicationDraft.read();
    const typed = Object.fromEntries(Object.entries(textValues(getValues())).filter(([, value]) => value !== ''));
    reset({ ...EMPTY_APPLICATION, ...draft, ...typed, idempotency_key: draft?.idempotency_key || newKey() });
    setRestored(draft ? TEXT_FIELDS.some((name) => name !== 'idempotency_key' && draft[name]) : false);
  });
  // Files chosen and a press of "Continue to review" made before then count once it is live.
  useServerFormHandover(firstSection, ready);

  // Every change is kept at once (files excepted), so nothing typed depends on the network.
  useEffect(() => {
    const subscription = watch((values) => {
      if (values.idempotency_key) applicationDraft.write(textValues(values));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const watched = useWatch({ control, name: TEXT_FIELDS }) as string[];
  const values = Object.fromEntries(TEXT_FIELDS.map((name, i) => [name, watched[i] ?? ''])) as Record<
    TextFieldName,
    string
  >;
  const lookups = useApplicationLookups(values, courses);
  const errorOf = (name: string) => say(submission.errorOf(name));
  const problems = submission.problems.map((problem) => ({
    ...problem,
    message: typeof problem.message === 'string' ? say(problem.message) : problem.message,
  }));
  const section: SectionProps = { form, errorOf, values, lookups, words };

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
      <PendingWorkProvider work={pendingFits}>
        <form
          className={styles.form}
          aria-label={text('formLabel')}
          hidden={reviewed !== null}
          noValidate
          onSubmit={waitingSubmit(pendingFits, submission.onSubmit)}
          onFocus={resolver.preload}
          // Set once the form is live (its code here, a draft restored): the boot script holds a
          // press of the button until then, and tests wait for it.
          data-ready={ready || undefined}
        >
          {/* The design system's ScriptRequired, with its title in the page's language. */}
          <noscript>
            <Alert tone="warning" title={text('scriptTitle')}>
              {text('script')}
            </Alert>
          </noscript>
          <ErrorSummary errors={problems} focusKey={submission.focusKey} />
          <p className={styles.note}>{text('note')}</p>
          {restored && (
            <Alert tone="info" title={text('welcomeTitle')}>
              <p>{text('welcome')}</p>
              <Button type="button" variant="secondary" size="sm" onClick={startOver}>
                {text('startOver')}
              </Button>
            </Alert>
          )}
          {lookups.failed.length > 0 && (
            <Alert tone="danger" title={text('listsFailedTitle')}>
              <p>{text('listsFailed')}</p>
              <Button type="button" size="sm" onClick={() => lookups.failed.forEach((lookup) => lookup.reload())}>
                {text('retry')}
              </Button>
            </Alert>
          )}
          {/* Disabled in the page as sent (without script nothing could send it); the boot script
            enables it at once, so typing starts before the form's code arrives, unless this tab
            holds a draft (named here) that the code restores first. */}
          <fieldset
            className={styles.fields}
            disabled={!ready || sending}
            data-enable-with-script={applicationDraft.storageKey}
          >
            <Card
              ref={firstSection}
              title={labels.section('personal')}
              className={styles.section}
              role="region"
              aria-label={labels.section('personal')}
              tabIndex={-1}
            >
              <PersonalSection {...section} />
              <AddressSection {...section} />
            </Card>
            <Card title={labels.section('course')} className={styles.section}>
              <CourseSection {...section} />
            </Card>
            <Card
              title={labels.section('qualifying', lookups.course?.level)}
              className={styles.section}
              role="region"
              aria-label={labels.section('qualifying', lookups.course?.level)}
            >
              <QualifyingSection {...section} />
            </Card>
            <Card title={labels.section('documents')} className={styles.section}>
              <DocumentsSection {...section} />
            </Card>

            {failure && !failure.atFields && (
              <Alert tone="danger" title={text('notSentTitle')}>
                <p>{failure.message}</p>
                <p>{text('notSentKept')}</p>
              </Alert>
            )}
            {alreadyRegistered && (
              <Alert tone="info" title={text('alreadyTitle')}>
                <p>
                  {t('already', {
                    link: (chunks) => (
                      <Link to="/admission/status" state={{ forgot: true }}>
                        {chunks}
                      </Link>
                    ),
                  })}
                </p>
              </Alert>
            )}
            <div className={styles.actions}>
              <Button type="submit" loading={sending}>
                {text('toReview')}
              </Button>
            </div>
          </fieldset>
        </form>
      </PendingWorkProvider>
      {reviewed && (
        <Suspense>
          <ReviewStep
            values={reviewed}
            lookups={lookups}
            onEdit={edit}
            onSend={() => submission.onSubmit()}
            sending={sending}
            progress={submission.progress}
            failure={failure && !failure.atFields ? failure.message : undefined}
            words={words}
          />
        </Suspense>
      )}
    </>
  );
}
