import { Select } from '@college/design-system';
import type { Lookup } from '@college/remote-kit';
import { Controller, type Path } from 'react-hook-form';
import type { Option } from '../lookups';
import type { CareerFormValues } from '../values';
import { fieldId } from '../fields';
import { useFormText } from '../form-text';
import type { SectionProps } from './form-context';

interface LookupSelectProps extends SectionProps {
  name: Path<CareerFormValues>;
  label: string;
  /** Where the options come from; while it loads the select says so, at its final size. */
  options: Lookup<Option>;
  /** What to choose first, e.g. "Select state"; shown when there is nothing to choose from yet. */
  placeholder: string;
  /** Said instead of the placeholder until the list this one depends on is chosen. */
  waitingFor?: string;
  disabled?: boolean;
  onChosen?: (value: string) => void;
}

/**
 * A select whose options come from the service. Controlled by react-hook-form's value, so a value
 * set before its options arrive (a kept draft, a copied address) shows once they do.
 */
export function LookupSelect({
  form,
  errorOf,
  name,
  label,
  options,
  placeholder,
  waitingFor,
  disabled,
  onChosen,
}: LookupSelectProps) {
  const { text: words } = useFormText();
  const loadFailed = options.status === 'error';
  const text =
    waitingFor ?? (options.status === 'loading' ? words('loading') : loadFailed ? words('loadFailed') : placeholder);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          id={fieldId(name)}
          label={label}
          required
          placeholder={text}
          options={options.items}
          error={errorOf(name)}
          hint={loadFailed ? words('loadFailedHint') : undefined}
          name={field.name}
          ref={field.ref}
          value={String(field.value ?? '')}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.(event.target.value);
          }}
        />
      )}
    />
  );
}
