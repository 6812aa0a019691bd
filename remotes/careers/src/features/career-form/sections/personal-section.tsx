import { useEffect } from 'react';
import { TextField } from '@college/design-system';
import { CATEGORIES, FIELD_LIMITS, GENDERS, NATIONALITIES } from '@college/careers-service/contract';
import { DateField } from '@college/remote-kit';
import { useWatch } from 'react-hook-form';
import { usePostName } from '../../shared/posts';
import { fieldId } from '../fields';
import { useFormText } from '../form-text';
import { useJobProfiles, useSubjects } from '../lookups';
import { ChoiceSelect } from './choice-select';
import type { SectionProps } from './form-context';
import { LookupSelect } from './lookup-select';
import styles from './sections.module.css';

/** Post, subject and who the applicant is. */
export function PersonalSection({ form, errorOf }: SectionProps) {
  const { register, setValue, getValues, control } = form;
  const profiles = useJobProfiles();
  const profile = useWatch({ control, name: 'profile' });
  const dob = useWatch({ control, name: 'dob' });
  const profileId = profiles.items.find((option) => option.value === profile)?.id;
  const subjects = useSubjects(profileId);
  const { text: words } = useFormText();
  const postName = usePostName();
  // Posts and subjects in the page's language; the values sent stay the English names.
  const inLanguage = (lookup: typeof profiles) => ({
    ...lookup,
    items: lookup.items.map((option) => ({ ...option, label: postName(option.label) })),
  });

  // A new profile narrows the subjects: a subject that no longer fits is cleared, and a post
  // whose only "subject" is N/A gets it chosen.
  useEffect(() => {
    if (subjects.status !== 'ready' || !profileId) return;
    const available = subjects.items.map((option) => option.value);
    const current = getValues('field');
    if (available.length === 1 && current !== available[0])
      setValue('field', available[0], { shouldValidate: form.formState.isSubmitted });
    else if (current && !available.includes(current))
      setValue('field', '', { shouldValidate: form.formState.isSubmitted });
  }, [subjects.status, subjects.items, profileId, getValues, setValue, form.formState.isSubmitted]);

  const text = (name: 'name' | 'fname' | 'mobile' | 'email', extra: Record<string, unknown> = {}) => (
    <TextField id={fieldId(name)} label={words(name)} error={errorOf(name)} {...extra} {...register(name)} />
  );

  return (
    <div className={styles.grid}>
      <LookupSelect
        form={form}
        errorOf={errorOf}
        name="profile"
        label={words('profile')}
        options={inLanguage(profiles)}
        placeholder={words('selectProfile')}
      />
      <LookupSelect
        form={form}
        errorOf={errorOf}
        name="field"
        label={words('field')}
        options={inLanguage(subjects)}
        placeholder={words('selectSubject')}
        waitingFor={profileId ? undefined : words('profileFirst')}
      />
      {text('name', { required: true, autoComplete: 'name', maxLength: FIELD_LIMITS.name })}
      {text('fname', { required: true, maxLength: FIELD_LIMITS.name })}
      <DateField
        id={fieldId('dob')}
        label={words('dob')}
        required
        autoComplete="bday"
        typed={dob}
        error={errorOf('dob')}
        {...register('dob')}
      />
      <ChoiceSelect
        form={form}
        errorOf={errorOf}
        name="gender"
        label={words('gender')}
        placeholder={words('selectGender')}
        choices={GENDERS}
      />
      <ChoiceSelect
        form={form}
        errorOf={errorOf}
        name="nationality"
        label={words('nationality')}
        placeholder={words('selectNationality')}
        choices={NATIONALITIES}
      />
      <ChoiceSelect
        form={form}
        errorOf={errorOf}
        name="category"
        label={words('category')}
        placeholder={words('selectCategory')}
        choices={CATEGORIES}
      />
      {text('mobile', {
        required: true,
        // A text field, not type="tel": HTML allows `tel-national` (autofill without +91, what a
        // 10-digit field needs) only on text fields; inputMode still brings up the number pad.
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        maxLength: 10,
        hint: words('mobileHint'),
      })}
      {text('email', { type: 'email', autoComplete: 'email', maxLength: FIELD_LIMITS.email, hint: words('optional') })}
    </div>
  );
}
