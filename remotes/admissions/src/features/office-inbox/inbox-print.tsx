import { useState } from 'react';
import { Alert, Button } from '@college/design-system';
import { getJson } from '@college/remote-kit';
import { collegeTime, officeList, printSheet, usePrinting, useOfficeSession } from '@college/remote-kit/office';
import {
  APPLICATION_STATE_TEXT,
  type InboxRow,
  inboxAnswerSchema,
  PAYMENT_FILTER_TEXT,
  STATE_FILTER_TEXT,
} from '@college/admissions-service/contract';
import { Letterhead } from '../shared/letterhead';
import { type InboxFilterValues, inboxUrl } from './inbox-address';
import { INBOX_PRINT_MAX, INBOX_TEXT } from './inbox-text';
import styles from './inbox-print.module.css';

const T = INBOX_TEXT.print;

/** The list as it went to paper: every page of the filter, what the filter was, and when. */
interface Printout {
  rows: InboxRow[];
  filter: string;
  printedAt: string;
}

/**
 * Printing every application of the filter on A4 across, with the letterhead: gathered page by page
 * from the same list the screen shows (so paper and screen never disagree), up to INBOX_PRINT_MAX
 * rows; beyond that the CSV is the way. `describe` says the filter in words for the sheet's heading.
 * The button sits in the list; the sheet outside the parts of the page kept off paper.
 */
export function useInboxPrint(filter: InboxFilterValues, describe: () => string) {
  const { printing, print } = usePrinting<Printout>();
  const [gathering, setGathering] = useState<'idle' | 'busy' | 'failed'>('idle');
  const gather = async () => {
    setGathering('busy');
    try {
      const rows: InboxRow[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await getJson(inboxUrl(filter, page), inboxAnswerSchema);
        rows.push(...answer.data.rows);
        pages = answer.data.pages;
      }
      setGathering('idle');
      print({ rows, filter: describe(), printedAt: collegeTime(new Date().toISOString()) });
    } catch {
      setGathering('failed');
    }
  };
  return { printing, gathering, gather };
}

type InboxPrinting = ReturnType<typeof useInboxPrint>;

/** "Print this list": offered when the filter has rows, and at most INBOX_PRINT_MAX of them. */
export function InboxPrintButton({ total, printer }: { total: number; printer: InboxPrinting }) {
  if (total === 0) return null;
  if (total > INBOX_PRINT_MAX) return <p className={officeList.hint}>{T.tooMany(total)}</p>;
  return (
    <>
      <p>
        <Button variant="outline" onClick={() => void printer.gather()} disabled={printer.gathering === 'busy'}>
          {printer.gathering === 'busy' ? T.gathering : T.button(total)}
        </Button>
      </p>
      {printer.gathering === 'failed' && (
        <Alert tone="danger" title={T.failed}>
          <p>{T.failedHint}</p>
        </Alert>
      )}
    </>
  );
}

/** The printout itself, drawn for paper only (on screen the list shows the same rows, a page at a time). */
export function InboxPrintSheet({ printer }: { printer: InboxPrinting }) {
  const { me } = useOfficeSession();
  const { printing } = printer;
  if (!printing) return null;
  return (
    <section className={styles.paper} aria-label={T.sheetLabel} {...printSheet('a4-across')}>
      <Letterhead />
      <h2>{T.heading(printing.filter)}</h2>
      <p>{T.printed(printing.rows.length, printing.printedAt, me.user.displayName)}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.serial}</th>
            <th scope="col">{INBOX_TEXT.columns.number}</th>
            <th scope="col">{INBOX_TEXT.columns.name}</th>
            <th scope="col">{T.father}</th>
            <th scope="col">{INBOX_TEXT.columns.course}</th>
            <th scope="col">{INBOX_TEXT.columns.category}</th>
            <th scope="col">{INBOX_TEXT.columns.state}</th>
            <th scope="col">{INBOX_TEXT.columns.payment}</th>
            <th scope="col">{INBOX_TEXT.columns.submitted}</th>
            <th scope="col">{INBOX_TEXT.columns.mobile}</th>
          </tr>
        </thead>
        <tbody>
          {printing.rows.map((row, index) => (
            <tr key={row.application_no}>
              <td>{index + 1}</td>
              <td>{row.application_no}</td>
              <td>{row.name}</td>
              <td>{row.father}</td>
              <td>{row.course}</td>
              <td>{row.category}</td>
              <td>
                {row.voided ? STATE_FILTER_TEXT.void : APPLICATION_STATE_TEXT[row.state]}
                {row.resent && !row.voided ? ` · ${INBOX_TEXT.resent}` : ''}
              </td>
              <td>{PAYMENT_FILTER_TEXT[row.payment]}</td>
              <td>{collegeTime(row.submitted_at, 'day')}</td>
              <td>{row.mobile}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
