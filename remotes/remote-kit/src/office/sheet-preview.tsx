import type { ReactNode } from 'react';
import { Button, DataTable, type DataTableColumn } from '@college/design-system';
import styles from './office-room.module.css';

const PAGE_SIZE = 20;

/** One figure of a previewed sheet: a count with what it counts, or a sentence. */
export type PreviewCount = { count: number; label: string } | string;

export interface SheetPreviewProps {
  title: string;
  /** A heading over the counts, where the room has one. */
  countsTitle?: string;
  counts: readonly PreviewCount[];
  /** Said between the counts and the buttons (e.g. what the import will remove). */
  warning?: ReactNode;
  confirm: string;
  cancel: string;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The preview's tables (PreviewTable), under the buttons. */
  children: ReactNode;
}

/**
 * A checked sheet, as every office import shows it before it is applied (records, results): the
 * counts, Confirm (which imports exactly this preview) and Cancel, then the rows it would touch.
 */
export function SheetPreview(props: SheetPreviewProps) {
  const { title, countsTitle, counts, warning, confirm, cancel, sending = false, onConfirm, onCancel } = props;
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{title}</h2>
      {countsTitle && <h3>{countsTitle}</h3>}
      <ul className={styles.counts}>
        {counts.map((item) =>
          typeof item === 'string' ? (
            <li key={item}>{item}</li>
          ) : (
            <li key={item.label}>
              <span className={styles.count}>{item.count}</span> {item.label}
            </li>
          ),
        )}
      </ul>
      {warning}
      <div className={styles.actions}>
        <Button onClick={onConfirm} loading={sending}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {cancel}
        </Button>
      </div>
      {props.children}
    </section>
  );
}

export interface PreviewTableProps<Row> {
  /** What the rows are; the table's caption says it with their number. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown when there are no such rows. */
  none: string;
}

/** One group of a previewed sheet's rows (added, changed, removed…), paged past twenty. */
export function PreviewTable<Row>({ label, columns, rows, getRowKey, none }: PreviewTableProps<Row>) {
  return (
    <div className={styles.section}>
      <DataTable
        caption={`${label} (${rows.length})`}
        columns={columns}
        rows={rows}
        pageSize={PAGE_SIZE}
        paged={rows.length > PAGE_SIZE}
        emptyMessage={none}
        getRowKey={getRowKey}
      />
    </div>
  );
}
