import { useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { controlClassName } from '../../internal/FieldMessages';
import fieldStyles from '../../internal/field.module.css';
import { useCatalogue } from '../../language/catalogue';
import { FormField } from '../FormField/FormField';
import messages from './TextField.messages.json';
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
  /**
   * Say when the text reaches maxLength. Defaults to on for limits of 20 characters
   * and more (a name, an address); a pincode's or a mobile number's length is its format, not a cut.
   */
  limitNote?: boolean;
}

/** From this maxLength up, reaching it means text was cut (or will not be taken), not a format met. */
const LIMIT_NOTE_FROM = 20;

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

/**
 * A box with a maxLength stops taking characters there, and a paste is cut there, without a word:
 * once the text reaches the limit a note says so (and is announced), until it is shorter again.
 */
function useLimitNote({ maxLength, onInput, limitNote }: TextFieldProps) {
  const { text } = useCatalogue(messages);
  const [atLimit, setAtLimit] = useState(false);
  const watched = maxLength !== undefined && maxLength > 0 && (limitNote ?? maxLength >= LIMIT_NOTE_FROM);
  // Typed by what it reads, so it serves the input and the textarea alike; the caller's own handler still runs.
  const handleInput = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    (onInput as ((event: unknown) => void) | undefined)?.(event);
    if (watched) setAtLimit(event.currentTarget.value.length >= maxLength);
  };
  const note = atLimit ? (
    <p role="status" className={fieldStyles.hint}>
      {text('limitReached', { max: maxLength ?? 0 })}
    </p>
  ) : null;
  return { handleInput, note };
}

type FieldOwnKeys = keyof TextFieldOwnProps | 'id' | 'multiline';

/** What goes to the input or textarea: every prop but the field's own (FormField gives the control its id). */
function controlPropsOf<P extends TextFieldProps>(props: P): Omit<P, FieldOwnKeys> {
  const { label: _l, hint: _h, error: _e, className: _c, limitNote: _n, id: _i, multiline: _m, ...rest } = props;
  return rest;
}

export function TextField(props: TextFieldProps) {
  const limit = useLimitNote(props);
  const { label, hint, error, className, id, required } = props;
  const field = { label, hint, error, required, id, className, append: limit.note };
  if (props.multiline) {
    const { rows = 4, ...rest } = controlPropsOf(props);
    return (
      <FormField {...field}>
        <textarea rows={rows} {...rest} onInput={limit.handleInput} className={cx(controlClassName, styles.textarea)} />
      </FormField>
    );
  }
  const { type = 'text', ...rest } = controlPropsOf(props);
  return (
    <FormField {...field}>
      <input type={type} {...rest} onInput={limit.handleInput} className={controlClassName} />
    </FormField>
  );
}
