import { useId } from 'react';
import type { ChangeEventHandler, ComponentPropsWithoutRef, FocusEventHandler, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { FieldError, FieldHint, hasMessage } from '../../internal/FieldMessages';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioGroupOwnProps {
  /** Shown as the fieldset's legend. */
  label: ReactNode;
  name: string;
  options: RadioOption[];
  /** Controlled value; pair with onChange. */
  value?: string;
  defaultValue?: string;
  /** Native change event of the chosen radio; read `event.target.value`. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /**
   * Given to every radio, not the fieldset, so `{...register('field')}` from
   * react-hook-form works on the whole group.
   */
  ref?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Lay options out in a row (wraps on narrow screens). */
  inline?: boolean;
  className?: string;
}

export type RadioGroupProps = RadioGroupOwnProps &
  Omit<ComponentPropsWithoutRef<'fieldset'>, keyof RadioGroupOwnProps | 'children' | 'defaultChecked'>;

export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  hint,
  error,
  required = false,
  disabled,
  inline = false,
  className,
  ...rest
}: RadioGroupProps) {
  const baseId = useId();
  const showHint = hasMessage(hint);
  const invalid = hasMessage(error);
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const controlled = value !== undefined;

  // role="radiogroup" lets aria-invalid/aria-required apply; a plain fieldset (group) does not support them.
  return (
    <fieldset
      {...rest}
      role="radiogroup"
      disabled={disabled}
      className={cx(styles.fieldset, className)}
      aria-describedby={cx(rest['aria-describedby'], showHint && hintId, invalid && errorId)}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <legend className={styles.legend} data-required={required || undefined}>
        {label}
      </legend>
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
      <div className={styles.options} data-inline={inline || undefined}>
        {options.map((option, index) => {
          // Index, not value: values may contain spaces, which ids cannot.
          const optionId = `${baseId}-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={ref}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                className={styles.input}
                onChange={onChange}
                onBlur={onBlur}
                {...(controlled
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : null)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
