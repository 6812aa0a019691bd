import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { controlClassName } from '../../internal/FieldMessages';
import { mergeRefs } from '../../internal/mergeRefs';
import { FormField } from '../FormField/FormField';
import styles from './FileInput.module.css';

interface FileInputOwnProps {
  /** Text above the file picker. Required. */
  label: ReactNode;
  /** Help text under the label, e.g. allowed types and size. Optional. */
  hint?: ReactNode;
  /** Error message; when given, the field is marked invalid. Optional. */
  error?: ReactNode;
  /** Applied to the field wrapper. */
  className?: string;
}

export type FileInputProps = FileInputOwnProps &
  Omit<ComponentPropsWithRef<'input'>, keyof FileInputOwnProps | 'type' | 'value'>;

/** "120 KB"-style sizes: students compare these against upload limits. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function describeFiles(files: FileList | null): string {
  if (!files || files.length === 0) return '';
  return Array.from(files, (file) => `${file.name} (${formatFileSize(file.size)})`).join(', ');
}

export function FileInput({ label, hint, error, className, id, ref, onChange, ...rest }: FileInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const chosenId = `${inputId}-chosen`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState('');

  // A form reset (react-hook-form's reset() calls form.reset()) empties the input; clear our text too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setChosen('');
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(describeFiles(event.currentTarget.files));
    onChange?.(event);
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      id={inputId}
      className={className}
      append={
        // Always in the DOM so screen readers announce the change.
        <p id={chosenId} className={styles.chosen} aria-live="polite">
          {chosen}
        </p>
      }
    >
      <input
        {...rest}
        type="file"
        ref={mergeRefs(inputRef, ref)}
        onChange={handleChange}
        aria-describedby={cx(rest['aria-describedby'], chosen && chosenId)}
        className={cx(controlClassName, styles.input)}
      />
    </FormField>
  );
}
