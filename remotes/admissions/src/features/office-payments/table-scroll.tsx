import type { ReactNode } from 'react';
import styles from './payments.module.css';

/** A wide table's sideways scroll on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`${styles.tableWrap} ds-scroll-cue`} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export interface CellTableProps {
  /** Names the scrolling group (and the table, unless `caption` or `labelledBy` does). */
  label: string;
  caption?: ReactNode;
  labelledBy?: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  rowKey?: (row: number) => string | number;
  /** The first cell names its row (a th scope="row"). */
  rowHeaders?: boolean;
}

/** The accounts pages' tables: column headers, then rows of cells. */
export function CellTable({
  label,
  caption,
  labelledBy,
  headers,
  rows,
  rowKey = (row) => row,
  rowHeaders = false,
}: CellTableProps) {
  return (
    <TableScroll label={label}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={rowKey(row)}>
              {cells.map((cell, index) =>
                index === 0 && rowHeaders ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
