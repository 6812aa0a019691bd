import { Select } from '@college/design-system';
import type { Path } from 'react-hook-form';
import { fieldId } from '../fields';
import type { CareerFormValues } from '../values';
import { useFormText } from '../form-text';
import type { SectionProps } from './form-context';

/** A required choice from a fixed list (gender, category…), with its message; the labels in the page's language. */
export function ChoiceSelect({
  form,
  errorOf,
  name,
  label,
  choices,
  placeholder,
}: SectionProps & { name: Path<CareerFormValues>; label: string; choices: readonly string[]; placeholder: string }) {
  const { options } = useFormText();
  return (
    <Select
      id={fieldId(name)}
      label={label}
      required
      placeholder={placeholder}
      options={options(choices)}
      error={errorOf(name)}
      {...form.register(name)}
    />
  );
}
