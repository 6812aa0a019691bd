import { rupees } from '@college/settings/format';
import { formatIndianDate } from '@college/settings/dates';
import type { FormEvent } from 'react';
import { Alert, Button, Spinner, TextField, useLocation, useNavigate } from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { downloadCsv, printSheet, useOfficeSession, useRefusedRead } from '@college/remote-kit/office';
import {
  COLLECTION_PATH,
  collectionAnswerSchema,
  type CollectionEntry,
  type CollectionReport as Report,
  collegeTime,
} from '@college/admissions-service/office/payments';
import { Letterhead } from '../shared/letterhead';
import { collectionCsv } from './collection-csv';
import { COLLECTION_TEXT as T } from './payments-text';
import { CellTable } from './table-scroll';
import { useNameOf } from './use-name-of';
import styles from './payments.module.css';

const C = T.columns;
/** 14-07-2025: the college's day of an instant. */
const day = (iso: string) => collegeTime(iso, 'day');
/** 14-07-2025 10:00 IST. */
const when = (iso: string) => collegeTime(iso, 'minute');

/** A struck cell of an undone payment (read as deleted), or the cell as it is. */
const cell = (entry: CollectionEntry, text: string) => (entry.undone ? <del>{text}</del> : text);

/** The report itself: what goes on paper, with the letterhead, the totals, the fees and room to sign. */
function ReportSheet({ report }: { report: Report }) {
  const { me } = useOfficeSession();
  const nameOf = useNameOf();
  const severalDays = report.from !== report.to;
  const now = new Date().toISOString();
  const headers = [
    ...(severalDays ? [C.day] : []),
    C.time,
    C.receipt,
    C.application,
    C.name,
    C.course,
    C.mode,
    C.amount,
    C.by,
    C.note,
  ];
  return (
    <section className={styles.report} {...printSheet('a4-across')} aria-labelledby="collection-title">
      <Letterhead printOnly />
      <h2 id="collection-title">{T.heading(formatIndianDate(report.from), formatIndianDate(report.to))}</h2>
      <p>{T.prepared(when(now), me.user.displayName)}</p>
      <div className={styles.totals}>
        <CellTable
          label={T.totalsCaption}
          caption={T.totalsCaption}
          headers={Object.values(T.totalColumns)}
          rowHeaders
          rows={[
            ...report.totals.by_mode.map((total) => [T.modeText[total.mode], total.count, rupees(total.amount)]),
            [T.grandTotal, report.totals.all.count, rupees(report.totals.all.amount)],
          ]}
        />
        {report.totals.by_accountant.length > 0 && (
          <CellTable
            label={T.byAccountantCaption}
            caption={T.byAccountantCaption}
            headers={Object.values(T.accountantColumns)}
            rowHeaders
            rows={report.totals.by_accountant.map((total) => [
              nameOf(total.by, total.by_name),
              total.count,
              rupees(total.amount),
            ])}
          />
        )}
      </div>
      {report.entries.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <CellTable
          label={T.entriesCaption}
          caption={T.entriesCaption}
          headers={headers}
          rowKey={(row) => `${report.entries[row].application_no}-${report.entries[row].at}`}
          rows={report.entries.map((entry) => [
            ...(severalDays ? [day(entry.at)] : []),
            collegeTime(entry.at, 'clock'),
            cell(entry, entry.receipt_no ?? entry.reference ?? '–'),
            entry.application_no,
            entry.name,
            entry.course,
            T.modeText[entry.mode],
            cell(entry, rupees(entry.amount)),
            nameOf(entry.by, entry.by_name),
            entry.undone
              ? T.undoneNote(when(entry.undone.at), nameOf(entry.undone.by, entry.undone.by_name), entry.undone.reason)
              : '',
          ])}
        />
      )}
      <div className={styles.signatures}>
        <p>{T.signature}</p>
        <p>{T.checked}</p>
      </div>
    </section>
  );
}

/**
 * `/office/accounts?view=collection[&from=&to=]`: the fees taken on a day (the college's today
 * unless the address names the days) or a range: printable on its own, and as a CSV file.
 */
export function CollectionReport() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const asked = new URLSearchParams(
    Object.entries({ from: params.get('from') ?? '', to: params.get('to') ?? '' }).filter(([, value]) => value),
  );
  const report = useResource(
    (signal) => getJson(`${COLLECTION_PATH}${asked.size ? `?${asked}` : ''}`, collectionAnswerSchema, signal),
    [asked.toString()],
  );
  const refusedRead = useRefusedRead(report.status === 'error' ? report.error : null);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const days = new URLSearchParams({ view: 'collection' });
    for (const name of ['from', 'to']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) days.set(name, value);
    }
    navigate(`${pathname}?${days}`);
  };

  const shown = report.status === 'ready' ? report.data.data : null;
  const failed = report.status === 'error' && !refusedRead ? report.error : null;
  const fieldErrors = failed instanceof ApiError ? failed.fieldErrors : {};
  return (
    <>
      <h2 data-print-hidden="">{T.title}</h2>
      <p className={styles.intro} data-print-hidden="">
        {T.intro}
      </p>
      <form
        className={styles.filters}
        role="search"
        aria-label={T.title}
        onSubmit={show}
        key={`${shown?.from}|${shown?.to}|${asked}`}
        data-print-hidden=""
      >
        <TextField
          id="collection-from"
          name="from"
          type="date"
          label={T.from}
          defaultValue={shown?.from ?? params.get('from') ?? ''}
          error={fieldErrors.from}
        />
        <TextField
          id="collection-to"
          name="to"
          type="date"
          label={T.to}
          defaultValue={shown?.to ?? params.get('to') ?? ''}
          error={fieldErrors.to}
        />
        <Button type="submit" variant="secondary">
          {T.show}
        </Button>
      </form>
      {report.status === 'loading' && <Spinner label={T.loading} showLabel />}
      {failed && (
        <Alert
          tone="danger"
          title={T.loadFailed}
          action={<Button onClick={report.reload}>{T.tryAgain}</Button>}
          data-print-hidden=""
        >
          <p>{failed.message}</p>
          {Object.values(fieldErrors).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      )}
      {shown && (
        <>
          <div className={styles.actions} data-print-hidden="">
            <Button onClick={() => window.print()}>{T.print}</Button>
            <Button
              variant="outline"
              onClick={() => downloadCsv(collectionCsv(shown), T.csvFileName(shown.from, shown.to))}
            >
              {T.csv}
            </Button>
          </div>
          <ReportSheet report={shown} />
        </>
      )}
    </>
  );
}
