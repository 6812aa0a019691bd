import { cloneElement, useId } from 'react';
import type { AriaAttributes, ReactElement, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FieldError, FieldHint, hasMessage } from '../../internal/FieldMessages';
import fieldStyles from '../../internal/field.module.css';
import styles from './FormField.module.css';

/** Props FormField sets on its child; any element accepting them can be wrapped. */
export interface FormFieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
}

export interface FormFieldProps {
  /** Text of the label above the control. Required. */
  label: ReactNode;
  /** Help text under the label, read out with the control. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the control is marked invalid. Optional. */
  error?: ReactNode;
  /** Marks the label and the control as required. Defaults to false. */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Extra class names for the wrapper. */
  className?: string;
  /** Exactly one control (input, select, textarea…). */
  children: ReactElement<FormFieldControlProps>;
  /** Rendered after the control, e.g. a character count or the chosen file's name. */
  append?: ReactNode;
}

export function FormField({ label, hint, error, required = false, id, className, children, append }: FormFieldProps) {
  const generatedId = useId();
  const childProps = children.props;
  const controlId = id ?? childProps.id ?? generatedId;
  const showHint = hasMessage(hint);
  const invalid = hasMessage(error);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;

  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': cx(childProps['aria-describedby'], showHint && hintId, invalid && errorId),
    'aria-invalid': invalid ? true : childProps['aria-invalid'],
    'aria-required': required || childProps['aria-required'] || undefined,
  });

  // Label, hint, error, then control: on a phone the keyboard covers what is below the field.
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
      {control}
      {append}
    </div>
  );
}
