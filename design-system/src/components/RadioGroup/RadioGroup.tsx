import { useId } from 'react';
import type { ChangeEventHandler, ComponentPropsWithoutRef, FocusEventHandler, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { FieldError, FieldHint, hasMessage } from '../../internal/FieldMessages';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  /** Value sent with the form when this option is chosen. */
  value: string;
  /** Text beside the radio. */
  label: ReactNode;
  /** Greys out just this option. */
  disabled?: boolean;
}

interface RadioGroupOwnProps {
  /** Shown as the fieldset's legend. */
  label: ReactNode;
  /** Form field name shared by every radio. Required. */
  name: string;
  /** The choices, in display order. */
  options: RadioOption[];
  /** Controlled value; pair with onChange. */
  value?: string;
  /** Option chosen at first when uncontrolled. Defaults to none. */
  defaultValue?: string;
  /** Native change event of the chosen radio; read `event.target.value`. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Called when a radio loses focus, e.g. to validate on blur. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /**
   * Given to every radio, not the fieldset, so `{...register('field')}` from
   * react-hook-form works on the whole group.
   */
  ref?: Ref<HTMLInputElement>;
  /** Help text under the legend, read out with the group. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the group is marked invalid. Optional. */
  error?: ReactNode;
  /** Marks the legend and the group as required. Defaults to false. */
  required?: boolean;
  /** Disables every option. Defaults to false. */
  disabled?: boolean;
  /** Lay options out in a row (wraps on narrow screens). Defaults to false. */
  inline?: boolean;
  /** Extra class names for the fieldset. */
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
