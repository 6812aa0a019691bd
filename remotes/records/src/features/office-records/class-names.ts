import {
  CLASS_COLUMN_LABELS,
  type ClassColumn,
  type ClassNames,
  isClassColumn,
} from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';

/** The class columns a dataset's sheet has (students: all three; faculty: the course). */
export const classColumnsOf = (columns: readonly string[]): ClassColumn[] => columns.filter(isClassColumn);

/**
 * A stored value as the office reads it: a course, year or semester, or academic year by its name
 * (the records keep their codes); any other column as it is.
 */
export function shownValue(names: ClassNames, column: string, value: string): string {
  if (!isClassColumn(column)) return value;
  const id = Number(value);
  const found =
    column === 'course_id'
      ? names.courses.find((course) => course.id === id)
      : column === 'part_id'
        ? names.courses.flatMap((course) => course.parts).find((part) => part.id === id)
        : names.years.find((year) => year.id === id);
  return found?.name ?? T.unknownCode(value);
}

/** A column's header and label: a class column by what it holds, with the sheet's column name. */
export const columnLabel = (column: string) =>
  isClassColumn(column) ? `${CLASS_COLUMN_LABELS[column]} (${column})` : column;
