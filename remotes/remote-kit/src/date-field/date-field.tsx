import { TextField, type TextFieldInputProps, useCatalogue, useLanguage } from '@college/design-system';
import { parseTypedDate, spelledDate } from '@college/settings/dates';
import styles from './date-field.module.css';
import messages from './date-field.messages.json';

export type DateFieldProps = Omit<TextFieldInputProps, 'type' | 'multiline'> & {
  /** What the box holds now (the form's watched value): read back with its month named. */
  typed: string | undefined;
};

/**
 * A date typed day first, as Indian forms and printouts write it (DD-MM-YYYY; 14/05/2006 and
 * 14052006 are read too), instead of the browser's date box, whose order follows the phone's
 * settings (a US-English phone reads 12032007 as 3 December). What was typed is read back with its
 * month named ("You entered 12 March 2007"), so a swapped day and month cannot go unseen. The form's
 * schema turns the text into YYYY-MM-DD.
 */
export function DateField({ typed, hint, id, ...props }: DateFieldProps) {
  const { t, text } = useCatalogue(messages);
  const lang = useLanguage();
  const iso = typed ? parseTypedDate(typed) : null;
  const format = text('format');
  const readBackId = `${id}-read-back`;
  return (
    <div>
      <TextField
        {...props}
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={10}
        hint={hint ? t('withHint', { hint, format }) : format}
        aria-describedby={iso ? readBackId : undefined}
      />
      <p id={readBackId} aria-live="polite" className={styles.readBack}>
        {iso ? text('readBack', { date: spelledDate(iso, lang) }) : ''}
      </p>
    </div>
  );
}
