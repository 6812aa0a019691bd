import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FieldError, FieldHint, hasMessage } from '../../internal/FieldMessages';
import fieldStyles from '../../internal/field.module.css';
import styles from './Checkbox.module.css';

interface CheckboxOwnProps {
  /** Text beside the box; clicking it toggles the box. Required. */
  label: ReactNode;
  /** Help text under the label, read out with the checkbox. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the checkbox is marked invalid. Optional. */
  error?: ReactNode;
  /** Applied to the wrapper. */
  className?: string;
}

export type CheckboxProps = CheckboxOwnProps & Omit<ComponentPropsWithRef<'input'>, keyof CheckboxOwnProps | 'type'>;

export function Checkbox({ label, hint, error, className, id, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const showHint = hasMessage(hint);
  const invalid = hasMessage(error);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className={cx(fieldStyles.field, className)}>
      <div className={styles.row}>
        <input
          {...rest}
          type="checkbox"
          id={inputId}
          className={styles.input}
          aria-describedby={cx(rest['aria-describedby'], showHint && hintId, invalid && errorId)}
          aria-invalid={invalid ? true : rest['aria-invalid']}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
