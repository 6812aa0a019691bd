import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  Card,
  ErrorSummary,
  FileInput,
  ScriptRequired,
  Select,
  TextField,
  useLiveSetUp,
  useNavigate,
  useToast,
} from '@college/design-system';
import type { SelectOption } from '@college/design-system';
import { ApiError, type Lookup, postFormWithProgress, useLookup } from '@college/remote-kit';
import {
  ADMISSION_FAILED,
  APPLICANT_FILES,
  type ApplicantFileField,
  CATEGORIES,
  CO_CURRICULAR_SUBJECTS_PATH,
  COURSES_PATH,
  coursesResponseSchema,
  DISABILITY_TYPES,
  DISTRICTS_PATH,
  FIELD_LIMITS,
  GENDERS,
  isFileWanted,
  MAJOR_SUBJECTS_PATH,
  MARITAL_STATUSES,
  MINOR_SUBJECTS_PATH,
  needsCertificateDetails,
  needsDisabilityType,
  NOT_APPLICABLE,
  placesResponseSchema,
  RELIGIONS,
  SAVE_APPLICANT_PATH,
  saveApplicantResponseSchema,
  STATES_PATH,
  statesResponseSchema,
  SUB_DISTRICTS_PATH,
  subjectsResponseSchema,
  TC_OPTIONS,
  UNIQUE_MESSAGE,
  VOCATIONAL_SUBJECTS_PATH,
  withId,
  YES_NO,
} from '@college/admissions-service/contract';
import { paymentHandover } from '../shared/payment-session';
import { applicationDraft } from './draft';
import { type FieldName, fieldId, labelOf, SCREEN_ORDER } from './field-labels';
import {
  type ApplicationFormOutput,
  type ApplicationFormValues,
  applicationFormSchema,
  EMPTY_APPLICATION,
  TEXT_FIELDS,
  type TextFieldName,
  toFormData,
} from './form-schema';
import { formProblems } from '../shared/form-problems';
import styles from './admission-form.module.css';

const options = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
const NOT_SENT = 'Your application was not sent.';

/** A select's placeholder says why it is empty: loading, failed, or waiting for its parent. */
function placeholderOf(lookup: Lookup<unknown>, waitingFor?: string): string {
  if (lookup.status === 'idle') return waitingFor ? `Choose the ${waitingFor} first` : 'Select';
  if (lookup.status === 'loading') return 'Loading…';
  if (lookup.status === 'error') return 'Could not load the list';
  return 'Select';
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const textValues = (values: Partial<ApplicationFormValues>) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, typeof values[name] === 'string' ? values[name] : ''])) as Record<TextFieldName, string>;

/**
 * The admission form A.Y. 2025-26. Typed values live in this tab's storage as they are typed (a
 * reload, a lost connection or a failed submit loses nothing); documents are sent together with
 * the form, with progress shown; a success goes on to /payment.
 */
export function AdmissionForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [notSent, setNotSent] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);

  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: valibotResolver(applicationFormSchema),
    defaultValues: EMPTY_APPLICATION,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus (as on every portal form); its links lead to each field.
    shouldFocusError: false,
  });
  const { register, setValue, setError, control, formState, reset, handleSubmit, watch } = form;
  const errors = formState.errors as FieldErrors<Record<FieldName, unknown>>;

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
  const value = Object.fromEntries(TEXT_FIELDS.map((name, i) => [name, watched[i] ?? ''])) as Record<TextFieldName, string>;

  const states = useLookup(STATES_PATH, statesResponseSchema);
  const districts = useLookup(value.state ? withId(DISTRICTS_PATH, value.state) : null, placesResponseSchema);
  const subDistricts = useLookup(value.city ? withId(SUB_DISTRICTS_PATH, value.city) : null, placesResponseSchema);
  const courses = useLookup(COURSES_PATH, coursesResponseSchema);
  const majors = useLookup(value.course ? withId(MAJOR_SUBJECTS_PATH, value.course) : null, subjectsResponseSchema);
  const minors = useLookup(value.course ? withId(MINOR_SUBJECTS_PATH, value.course) : null, subjectsResponseSchema);
  const coCurricular = useLookup(value.course ? withId(CO_CURRICULAR_SUBJECTS_PATH, value.course) : null, subjectsResponseSchema);
  const vocational = useLookup(VOCATIONAL_SUBJECTS_PATH, subjectsResponseSchema);
  const failedLookups = [states, districts, subDistricts, courses, majors, minors, coCurricular, vocational].filter(
    (lookup) => lookup.status === 'error',
  );

  const { errorOf, problems } = formProblems(errors, SCREEN_ORDER, fieldId, labelOf);

  /** A text input: label, id, error and registration. */
  const textProps = (name: TextFieldName) => ({
    id: fieldId(name as FieldName),
    label: labelOf(name as FieldName),
    error: errorOf(name as FieldName),
    required: true,
    ...register(name),
  });

  /**
   * A select, controlled so that a value restored before its options arrived shows once they do.
   * Choosing a new parent empties what depended on the old one.
   */
  const selectProps = (name: TextFieldName, choices: SelectOption[], placeholder: string, dependents: TextFieldName[] = []) => {
    const registration = register(name);
    return {
      ...textProps(name),
      options: choices,
      placeholder,
      value: value[name],
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        for (const dependent of dependents) setValue(dependent, '', { shouldValidate: formState.isSubmitted });
        return registration.onChange(event);
      },
    };
  };

  const fileProps = (name: ApplicantFileField) => ({
    id: fieldId(name),
    label: APPLICANT_FILES[name].label,
    hint: APPLICANT_FILES[name].hint,
    accept: APPLICANT_FILES[name].accept,
    error: errorOf(name),
    required: true,
    ...register(name),
  });

  const places = (lookup: Lookup<{ id: number; name: string }>) => lookup.items.map((item) => ({ value: String(item.id), label: item.name }));
  const subjects = (lookup: Lookup<{ id: number; subject: string }>) =>
    lookup.items.map((item) => ({ value: String(item.id), label: item.subject }));
  const stateOptions = states.items.map((state) => ({ value: String(state.id), label: state.state_name }));
  const majorOptions = subjects(majors);
  const thirdMajorOptions = majors.status === 'ready' ? [{ value: NOT_APPLICABLE, label: 'N/A' }, ...majorOptions] : [];
  const fee = courses.items.find((course) => String(course.id) === value.course)?.fee;


  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      toast.show(ADMISSION_FAILED, 'danger');
      setNotSent(`${NOT_SENT} Something went wrong. Please try again.`);
      return;
    }
    if (error.status === 0) {
      toast.show(error.message, 'danger');
      setNotSent(`${NOT_SENT} ${error.message}`);
      return;
    }
    toast.show(error.message || ADMISSION_FAILED, 'danger');
    const fields = SCREEN_ORDER.filter((name) => typeof error.fieldErrors[name] === 'string');
    for (const name of fields) setError(name as Path<ApplicationFormValues>, { type: 'server', message: error.fieldErrors[name] });
    if (error.status === 409 && error.message === UNIQUE_MESSAGE) {
      setError('adhar_num', { type: 'server', message: UNIQUE_MESSAGE });
      setError('email', { type: 'server', message: UNIQUE_MESSAGE });
    }
    if (fields.length > 0 || error.status === 409) setFailedAttempts((n) => n + 1);
    else setNotSent(`${NOT_SENT} ${error.message || ADMISSION_FAILED}`);
  };

  const submit = async (values: ApplicationFormOutput) => {
    setNotSent(null);
    setProgress(0);
    try {
      const reply = await postFormWithProgress(SAVE_APPLICANT_PATH, toFormData(values), saveApplicantResponseSchema, setProgress);
      const handover = { ...reply.data, dob: values.dob };
      applicationDraft.clear();
      paymentHandover.write(handover);
      toast.show(reply.message, 'success');
      navigate('/payment', { state: handover });
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = handleSubmit(submit, () => {
    setNotSent(null);
    setFailedAttempts((n) => n + 1);
  });

  const startOver = () => {
    applicationDraft.clear();
    reset({ ...EMPTY_APPLICATION, idempotency_key: newKey() });
    setRestored(false);
  };

  const sending = progress !== null;
  return (
    // noValidate: the schema's messages under each field, not the browser's bubbles.
    <form ref={formRef} className={styles.form} aria-label="Admission form" noValidate onSubmit={onSubmit}>
      <ScriptRequired>
        Please turn on JavaScript in your browser to fill in the admission form, or visit the college office.
      </ScriptRequired>
      <ErrorSummary errors={problems} focusKey={failedAttempts} />
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
      {failedLookups.length > 0 && (
        <Alert tone="danger" title="Some lists could not be loaded">
          <p>Check your connection. What you typed is kept.</p>
          <Button type="button" size="sm" onClick={() => failedLookups.forEach((lookup) => lookup.reload())}>
            Try again
          </Button>
        </Alert>
      )}
      <fieldset className={styles.fields} disabled={!ready || sending}>
        <Card title="Personal Information" className={styles.section}>
          <div className={styles.grid}>
            <TextField {...textProps('fname')} autoComplete="name" maxLength={FIELD_LIMITS.name} />
            <TextField {...textProps('father_fname')} autoComplete="off" maxLength={FIELD_LIMITS.name} />
            <TextField {...textProps('mother_fname')} autoComplete="off" maxLength={FIELD_LIMITS.name} />
            <TextField {...textProps('dob')} type="date" autoComplete="bday" />
            <Select {...selectProps('gender', options(GENDERS), 'Select')} />
            <TextField
              {...textProps('adhar_num')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              hint="12 digits, as printed on your Aadhaar card"
            />
            <TextField {...textProps('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={13} hint="10 digits" />
            <TextField {...textProps('email')} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
            <Select {...selectProps('category', options(CATEGORIES), 'Select')} />
            {value.category === 'GEN-EWS' && (
              <TextField {...textProps('income_amount')} inputMode="numeric" autoComplete="off" hint="In rupees, whole numbers" />
            )}
            {needsCertificateDetails(value) && (
              <>
                <TextField {...textProps('caste_no')} autoComplete="off" maxLength={FIELD_LIMITS.certificateNumber} />
                <TextField {...textProps('issue_date')} type="date" autoComplete="off" />
              </>
            )}
            <Select {...selectProps('religion', options(RELIGIONS), 'Select')} />
            <Select {...selectProps('marital', options(MARITAL_STATUSES), 'Select')} />
            <Select {...selectProps('handicap', options(YES_NO), 'Select', ['dis_type'])} />
            {needsDisabilityType(value) && <Select {...selectProps('dis_type', options(DISABILITY_TYPES), 'Select')} />}
          </div>
          <TextField {...textProps('address')} multiline rows={3} autoComplete="street-address" maxLength={FIELD_LIMITS.address} />
          <div className={styles.grid}>
            <Select {...selectProps('state', stateOptions, placeholderOf(states), ['city', 'district'])} />
            <Select {...selectProps('city', places(districts), placeholderOf(districts, 'state'), ['district'])} />
            <Select {...selectProps('district', places(subDistricts), placeholderOf(subDistricts, 'district'))} />
            <TextField {...textProps('pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
          </div>
        </Card>

        <Card title="Course Information" className={styles.section}>
          <div className={styles.grid}>
            <Select
              {...selectProps(
                'course',
                courses.items.map((course) => ({ value: String(course.id), label: course.course })),
                placeholderOf(courses),
                ['major_subfirst', 'major_secund', 'major_theard', 'minor_sub', 'cocurricular_sub'],
              )}
              hint={fee ? `Admission fee ₹${fee}` : undefined}
            />
            <Select {...selectProps('major_subfirst', majorOptions, placeholderOf(majors, 'course'))} />
            <Select {...selectProps('major_secund', majorOptions, placeholderOf(majors, 'course'))} />
            <Select {...selectProps('major_theard', thirdMajorOptions, placeholderOf(majors, 'course'))} />
            <Select {...selectProps('minor_sub', subjects(minors), placeholderOf(minors, 'course'))} />
            <Select {...selectProps('cocurricular_sub', subjects(coCurricular), placeholderOf(coCurricular, 'course'))} />
            <Select {...selectProps('vocational_sub', subjects(vocational), placeholderOf(vocational))} />
            <Select {...selectProps('tc', options(TC_OPTIONS), 'Select')} />
          </div>
        </Card>

        <Card title="Upload Documents" className={styles.section}>
          <p className={styles.note}>
            Photograph and signature: JPEG or PNG. Other documents: PDF, JPEG or PNG of at most 1 MB each. If you
            reload the page, choose the documents again.
          </p>
          <div className={styles.grid}>
            {(Object.keys(APPLICANT_FILES) as ApplicantFileField[])
              .filter((name) => isFileWanted(name, value))
              .map((name) => (
                <FileInput key={name} {...fileProps(name)} />
              ))}
          </div>
        </Card>

        <div role="status" className={styles.progress}>
          {sending && (
            <>
              <label htmlFor="admission-upload-progress">Sending your application… {Math.round((progress ?? 0) * 100)}%</label>
              <progress id="admission-upload-progress" max={1} value={progress ?? 0} />
            </>
          )}
        </div>
        {notSent && (
          <Alert tone="danger" title="Not sent">
            <p>{notSent}</p>
            <p>Everything you typed and the documents you chose are still in the form. Please try again.</p>
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            Submit
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
