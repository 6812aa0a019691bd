import { useEffect, useRef } from 'react';
import { Button, Select, TextField } from '@college/design-system';
import { FIELD_LIMITS } from '@college/careers-service/contract';
import { type ArrayPath, type Path, useFieldArray } from 'react-hook-form';
import { fieldId } from '../fields';
import type { CareerFormValues, ExperienceRow, QualificationRow } from '../values';
import { type FormMessageId, useFormText } from '../form-text';
import type { SectionProps } from './form-context';
import styles from './sections.module.css';

export interface RowColumn {
  /** The field in the row, and its label's message id. */
  key: string;
  /** A choice instead of free text. */
  options?: readonly string[];
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  /** Another field of the row whose check depends on this one (checked again when this changes). */
  revalidates?: string;
}

interface RowListProps<Name extends 'qualification' | 'experience'> extends SectionProps {
  /** Also names the rows: "Qualification 1", "Qualification 2"… */
  name: Name;
  columns: readonly RowColumn[];
  empty: () => Name extends 'qualification' ? QualificationRow : ExperienceRow;
}

/**
 * Rows the applicant adds and deletes (qualifications, experience). The last row cannot be
 * deleted. A new row takes focus; after a delete, focus goes to the row that took its place (or
 * the one before, when the last was deleted), never back to the top of the page.
 */
export function RowList<Name extends 'qualification' | 'experience'>({
  form,
  errorOf,
  name,
  columns,
  empty,
}: RowListProps<Name>) {
  const { text, options } = useFormText();
  const rowTitle = (index: number) => text(`${name}Row`, { n: index + 1 });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: name as ArrayPath<CareerFormValues>,
  });
  const focusAfterDelete = useRef<string | null>(null);
  const listMessage = errorOf(name);
  const first = columns[0].key;

  useEffect(() => {
    if (!focusAfterDelete.current) return;
    form.setFocus(focusAfterDelete.current as Path<CareerFormValues>);
    focusAfterDelete.current = null;
  }, [fields, form]);

  const deleteRow = (index: number) => {
    remove(index);
    focusAfterDelete.current = `${name}.${Math.min(index, fields.length - 2)}.${first}`;
  };

  return (
    <>
      {listMessage && (
        <p className={styles.listError} id={`${fieldId(name)}-error`}>
          {listMessage}
        </p>
      )}
      {fields.map((row, index) => (
        <fieldset key={row.id} className={styles.row}>
          <legend className={styles.legend}>{rowTitle(index)}</legend>
          <div className={styles.rowGrid}>
            {columns.map((column) => {
              const path = `${name}.${index}.${column.key}` as Path<CareerFormValues>;
              const common = {
                id: fieldId(path),
                label: text(column.key as FormMessageId),
                required: true,
                error: errorOf(path),
                // The list's own message ("At least one …") is read with its first field.
                'aria-describedby':
                  listMessage && index === 0 && column.key === first ? `${fieldId(name)}-error` : undefined,
                ...form.register(
                  path,
                  column.revalidates
                    ? { deps: [`${name}.${index}.${column.revalidates}`] as Path<CareerFormValues>[] }
                    : undefined,
                ),
              };
              return column.options ? (
                <Select key={column.key} {...common} placeholder={text('select')} options={options(column.options)} />
              ) : (
                <TextField
                  key={column.key}
                  {...common}
                  inputMode={column.inputMode}
                  maxLength={column.maxLength ?? FIELD_LIMITS.institute}
                />
              );
            })}
          </div>
          <div className={styles.rowActions}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => deleteRow(index)}
              disabled={fields.length === 1}
              aria-label={text(name === 'qualification' ? 'deleteQualification' : 'deleteExperience', { n: index + 1 })}
            >
              {text('delete')}
            </Button>
          </div>
        </fieldset>
      ))}
      {fields.length < FIELD_LIMITS.rows && (
        <Button variant="secondary" onClick={() => append(empty() as never, { shouldFocus: true })}>
          {text(name === 'qualification' ? 'addQualification' : 'addExperience')}
        </Button>
      )}
    </>
  );
}
