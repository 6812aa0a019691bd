import { useId, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Pager } from '../Pager/Pager';
import { useCatalogue } from '../../language/catalogue';
import messages from './DataTable.messages.json';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  /** Unique key; also the row field shown when there is no `render`. */
  key: string;
  /** Column heading text. */
  header: string;
  /** Cell content; `index` is the row's position in `rows` (not on the page). Defaults to `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
}

export interface DataTableProps<T> {
  /** Columns in display order: key, header and an optional `render`. */
  columns: DataTableColumn<T>[];
  /** All the rows; the table pages them itself unless `paged` is false. */
  rows: T[];
  /** Names the table for everyone, screen readers included. Required. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (e.g. when a heading above already says it). Defaults to false. */
  captionHidden?: boolean;
  /** Rows per page; default 20. */
  pageSize?: number;
  /**
   * False when `rows` is already one page (the server pages, and the caller shows its own way to
   * the others): every row shown, no pager. Defaults to true.
   */
  paged?: boolean;
  /** Shown in place of rows when there are none. Defaults to "No records to show." in the page's language. */
  emptyMessage?: ReactNode;
  /** Stable key of a row, e.g. its roll number. Defaults to the row's index. */
  getRowKey?: (row: T, index: number) => Key;
  /** Adds a first "Sr.No." column that keeps counting across pages. Defaults to false. */
  numbered?: boolean;
  /**
   * The page shown, when the caller keeps it (e.g. in the address, so a reload or a shared link
   * returns to it); then `onPageChange` is told of every change. Without it the table keeps its own.
   */
  page?: number;
  /** Called with the new page number whenever the reader moves to another page. */
  onPageChange?: (page: number) => void;
  /** aria-label of the pager nav. Defaults to "<caption> pagination" when the caption is text, so two tables on a page get distinct landmarks. */
  pagerLabel?: string;
  /** Extra class names for the wrapper. */
  className?: string;
}

export const DEFAULT_PAGE_SIZE = 20;

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

export function DataTable<T>({
  columns,
  rows,
  caption,
  captionHidden = false,
  pageSize = DEFAULT_PAGE_SIZE,
  paged = true,
  emptyMessage,
  getRowKey,
  numbered = false,
  pagerLabel,
  className,
  page: pageProp,
  onPageChange,
}: DataTableProps<T>) {
  const { text } = useCatalogue(messages);
  const captionId = useId();
  const [ownPage, setOwnPage] = useState(1);
  const [seenRows, setSeenRows] = useState(rows);
  // New data (a search, a filter) starts again at page 1. Adjusting state during
  // render avoids a flash of the old page that an effect would cause.
  if (seenRows !== rows) {
    setSeenRows(rows);
    setOwnPage(1);
  }
  const page = pageProp ?? ownPage;
  const setPage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  const size = paged ? Math.max(1, Math.floor(pageSize)) : Math.max(1, rows.length);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const currentPage = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (currentPage - 1) * size;
  const pageRows = rows.slice(start, start + size);
  const columnCount = columns.length + (numbered ? 1 : 0);

  return (
    <div className={cx(styles.wrapper, className)}>
      {/* Focusable, labelled scroll box: keyboard users can scroll wide tables on small screens. */}
      <div className={cx(styles.scroll, 'ds-scroll-cue')} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={captionHidden ? 'ds-visually-hidden' : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {numbered && (
                <th scope="col" className={styles.serial}>
                  {text('serialNumber')}
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {emptyMessage ?? text('empty')}
                </td>
              </tr>
            ) : (
              pageRows.map((row, offset) => {
                const index = start + offset;
                return (
                  <tr key={getRowKey ? getRowKey(row, index) : index}>
                    {numbered && <td className={styles.serial}>{index + 1}</td>}
                    {columns.map((column) => (
                      <td key={column.key}>
                        {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {paged && rows.length > 0 && (
        <Pager
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          label={pagerLabel ?? (typeof caption === 'string' ? text('pagerLabel', { caption }) : undefined)}
        />
      )}
    </div>
  );
}
