import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { controlClassName } from '../../internal/FieldMessages';
import { FormField } from '../FormField/FormField';
import styles from './TextField.module.css';

interface TextFieldOwnProps {
  /** Text of the label above the box. Required. */
  label: ReactNode;
  /** Help text under the label, e.g. the expected format. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the box is marked invalid. Optional. */
  error?: ReactNode;
  /** Applied to the field wrapper (label + control + messages). */
  className?: string;
}

export type TextFieldInputProps = TextFieldOwnProps & {
  /** A one-line input (the default); `type` defaults to `text`. */
  multiline?: false;
} & Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps>;

export type TextFieldTextareaProps = TextFieldOwnProps & {
  /** A textarea for longer text, e.g. an address; `rows` defaults to 4. */
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
