import type { ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Lang, SelectOption, TranslateText } from '@college/design-system';
import { nameIn, type Lookup, stateOptions as statesAsOptions } from '@college/remote-kit';
import { APPLICANT_FILES, type ApplicantFileField, type State } from '@college/admissions-service/contract';
import type { OptionGroup, OptionLabel } from '../../shared/options';
import type formMessages from '../admission-form.messages.json';
import { type FieldLabels, type FieldName, fieldId } from '../field-labels';
import type { ApplicationFormOutput, ApplicationFormValues, TextFieldName } from '../form-schema';
import type { ApplicationLookups } from '../lookups';

/** The form's words in the page's language (made once by the form). */
export interface FormWords {
  lang: Lang;
  text: TranslateText<keyof typeof formMessages.en>;
  labels: FieldLabels;
  option: OptionLabel;
}

/** What every section of the form gets. */
export interface SectionProps {
  form: UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;
  /** The message to show under a field, in the page's language. */
  errorOf: (name: string) => string | undefined;
  /** The text fields as they are now (what is shown depends on some of them). */
  values: Record<TextFieldName, string>;
  lookups: ApplicationLookups;
  words: FormWords;
}

/** A contract's list of choices: the English value sent, the page's words shown. */
export const options = (words: FormWords, group: OptionGroup, values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: words.option(group, value) }));

/** A select's placeholder says why it is empty: loading, failed, or waiting for its parent. */
export function placeholderOf(
  words: FormWords,
  lookup: Lookup<unknown>,
  waitingFor?: 'state' | 'district' | 'course',
): string {
  if (lookup.status === 'idle') return waitingFor ? words.text(`wait_${waitingFor}`) : words.text('select');
  if (lookup.status === 'loading') return words.text('loading');
  if (lookup.status === 'error') return words.text('listFailed');
  return words.text('select');
}

/** The states in the page's language (the LGD code is the value), in that language's order. */
export const stateOptions = (words: FormWords, lookup: Lookup<State>): SelectOption[] =>
  statesAsOptions(lookup.items, words.lang);

/** Districts and tehsils as the LGD lists name them: in English only, so marked as English on a Hindi page. */
export const places = (words: FormWords, lookup: Lookup<{ id: number; name: string }>) =>
  lookup.items.map((item) => ({
    value: String(item.id),
    label: item.name,
    lang: words.lang === 'en' ? undefined : 'en',
  }));
/** Subjects by the settings' Hindi names where given (the id is sent). */
export const subjects = (words: FormWords, lookup: Lookup<{ id: number; subject: string }>) =>
  lookup.items.map((item) => ({ value: String(item.id), label: nameIn(item.subject, words.lang) }));

/** The props of each kind of field: id, label, message and registration. */
export function fieldProps({ form, errorOf, values, lookups, words }: SectionProps) {
  const { register, setValue, formState } = form;

  const text = (name: TextFieldName) => ({
    id: fieldId(name as FieldName),
    label: words.labels.labelOf(name as FieldName, lookups.course?.level),
    error: errorOf(name),
    required: true,
    ...register(name),
  });

  /**
   * A select, controlled so that a value restored before its options arrived shows once they do.
   * Choosing a new parent empties what depended on the old one.
   */
  const select = (
    name: TextFieldName,
    choices: SelectOption[],
    placeholder: string,
    dependents: TextFieldName[] = [],
  ) => {
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
    label: words.labels.labelOf(name),
    hint: words.labels.fileHint(name),
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
      label: words.labels.labelOf(name),
      hint: words.labels.fileHint(name),
      maxBytes: APPLICANT_FILES[name].maxBytes,
      error: errorOf(name),
      required: true,
      onBlur,
      onFile: (chosen: File | undefined) => setValue(name, chosen, { shouldValidate: formState.isSubmitted }),
    };
  };

  /**
   * A document (marksheet, certificate, card): a PDF, or photos of it fitted in the browser (several
   * become one PDF), so the field's value is the File to send, as for the photograph.
   */
  const documentFile = (name: ApplicantFileField, helpPhone: string) => {
    const { onBlur } = register(name);
    return {
      id: fieldId(name),
      name,
      label: words.labels.labelOf(name),
      hint: words.labels.fileHint(name),
      maxBytes: APPLICANT_FILES[name].maxBytes,
      title: APPLICANT_FILES[name].label,
      helpPhone,
      error: errorOf(name),
      required: true,
      onBlur,
      onFile: (chosen: File | undefined) => setValue(name, chosen, { shouldValidate: formState.isSubmitted }),
    };
  };

  return { text, select, file, image, documentFile };
}
