import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { controlClassName } from '../../internal/FieldMessages';
import { FormField } from '../FormField/FormField';
import styles from './TextField.module.css';

interface TextFieldOwnProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Applied to the field wrapper (label + control + messages). */
  className?: string;
}

export type TextFieldInputProps = TextFieldOwnProps & {
  multiline?: false;
} & Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps>;

export type TextFieldTextareaProps = TextFieldOwnProps & {
  multiline: true;
} & Omit<ComponentPropsWithRef<'textarea'>, keyof TextFieldOwnProps>;

/** Every other prop (name, type, onChange, onBlur, ref…) goes to the input or textarea. */
export type TextFieldProps = TextFieldInputProps | TextFieldTextareaProps;

export function TextField(props: TextFieldProps) {
  if (props.multiline) {
    const { label, hint, error, className, multiline: _multiline, id, rows = 4, ...rest } = props;
    return (
      <FormField label={label} hint={hint} error={error} required={rest.required} id={id} className={className}>
        <textarea rows={rows} {...rest} className={cx(controlClassName, styles.textarea)} />
      </FormField>
    );
  }
  const { label, hint, error, className, multiline: _multiline, id, type = 'text', ...rest } = props;
  return (
    <FormField label={label} hint={hint} error={error} required={rest.required} id={id} className={className}>
      <input type={type} {...rest} className={controlClassName} />
    </FormField>
  );
}
