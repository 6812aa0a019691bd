import type { ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SelectOption } from '@college/design-system';
import { APPLICANT_FILES, type ApplicantFileField } from '@college/admissions-service/contract';
import type { Lookup } from '@college/remote-kit';
import { type FieldName, fieldId, labelOf } from '../field-labels';
import type { ApplicationFormOutput, ApplicationFormValues, TextFieldName } from '../form-schema';
import type { ApplicationLookups } from '../lookups';

/** What every section of the form gets. */
export interface SectionProps {
  form: UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;
  /** The message to show under a field. */
  errorOf: (name: string) => string | undefined;
  /** The text fields as they are now (what is shown depends on some of them). */
  values: Record<TextFieldName, string>;
  lookups: ApplicationLookups;
}

export const options = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** A select's placeholder says why it is empty: loading, failed, or waiting for its parent. */
export function placeholderOf(lookup: Lookup<unknown>, waitingFor?: string): string {
  if (lookup.status === 'idle') return waitingFor ? `Choose the ${waitingFor} first` : 'Select';
  if (lookup.status === 'loading') return 'Loading…';
  if (lookup.status === 'error') return 'Could not load the list';
  return 'Select';
}

export const places = (lookup: Lookup<{ id: number; name: string }>) =>
  lookup.items.map((item) => ({ value: String(item.id), label: item.name }));
export const subjects = (lookup: Lookup<{ id: number; subject: string }>) =>
  lookup.items.map((item) => ({ value: String(item.id), label: item.subject }));

/** The props of each kind of field: id, label, message and registration. */
export function fieldProps({ form, errorOf, values, lookups }: SectionProps) {
  const { register, setValue, formState } = form;

  const text = (name: TextFieldName) => ({
    id: fieldId(name as FieldName),
    label: labelOf(name as FieldName, lookups.course?.level),
    error: errorOf(name),
    required: true,
    ...register(name),
  });

  /**
   * A select, controlled so that a value restored before its options arrived shows once they do.
   * Choosing a new parent empties what depended on the old one.
   */
  const select = (name: TextFieldName, choices: SelectOption[], placeholder: string, dependents: TextFieldName[] = []) => {
    const registration = register(name);
    return {
      ...text(name),
      options: choices,
      placeholder,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        for (const dependent of dependents) setValue(dependent, '', { shouldValidate: formState.isSubmitted });
        return registration.onChange(event);
      },
    };
  };

  const file = (name: ApplicantFileField) => ({
    id: fieldId(name),
    label: APPLICANT_FILES[name].label,
    hint: APPLICANT_FILES[name].hint,
    accept: APPLICANT_FILES[name].accept,
    error: errorOf(name),
    required: true,
    ...register(name),
  });

  /**
   * The photograph or signature: the fitter hands over the file to send (made small enough in the
   * browser, or the original when it fits), so the field's value is that File, not the input's FileList.
   */
  const image = (name: 'photo' | 'signature') => {
    // Registered for its value only: the input's own FileList (the original) never becomes the value.
    const { onBlur } = register(name);
    return {
      id: fieldId(name),
      name,
      kind: name,
      label: APPLICANT_FILES[name].label,
      hint: APPLICANT_FILES[name].hint,
      maxBytes: APPLICANT_FILES[name].maxBytes,
      error: errorOf(name),
      required: true,
      onBlur,
      onFile: (chosen: File | undefined) => setValue(name, chosen, { shouldValidate: formState.isSubmitted }),
    };
  };

  return { text, select, file, image };
}
