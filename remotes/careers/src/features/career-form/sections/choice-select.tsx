import { Select } from '@college/design-system';
import type { Path } from 'react-hook-form';
import { fieldId } from '../fields';
import type { CareerFormValues } from '../values';
import { type SectionProps, optionsOf } from './form-context';

/** A required choice from a fixed list (gender, category…), with its message. */
export function ChoiceSelect({
  form,
  errorOf,
  name,
  label,
  choices,
  placeholder = `Select ${label.toLowerCase()}`,
}: SectionProps & { name: Path<CareerFormValues>; label: string; choices: readonly string[]; placeholder?: string }) {
  return (
    <Select
      id={fieldId(name)}
      label={label}
      required
      placeholder={placeholder}
      options={optionsOf(choices)}
      error={errorOf(name)}
      {...form.register(name)}
    />
  );
}
