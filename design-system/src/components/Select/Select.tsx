import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { controlClassName } from '../../internal/FieldMessages';
import { FormField } from '../FormField/FormField';
import styles from './Select.module.css';

export interface SelectOption {
  /** Value sent with the form. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Shows the option but does not let it be chosen. */
  disabled?: boolean;
  /** The label's language where it differs from the page's (an English place name on a Hindi page). */
  lang?: string;
}

interface SelectOwnProps {
  /** Text of the label above the list. Required. */
  label: ReactNode;
  /** The choices, in display order. */
  options: SelectOption[];
  /** Adds an empty first option with this text, so "nothing chosen" has the value "". */
  placeholder?: string;
  /** Help text under the label. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the list is marked invalid. Optional. */
  error?: ReactNode;
  /** Applied to the field wrapper. */
  className?: string;
}

export type SelectProps = SelectOwnProps & Omit<ComponentPropsWithRef<'select'>, keyof SelectOwnProps | 'children'>;

export function Select({ label, options, placeholder, hint, error, className, id, ...rest }: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={rest.required} id={id} className={className}>
      <select {...rest} className={cx(controlClassName, styles.select)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
