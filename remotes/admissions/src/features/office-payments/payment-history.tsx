import { rupees } from '@college/settings/format';
import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  Link,
  Pager,
  Select,
  Spinner,
  TextField,
  useLocation,
  useNavigate,
} from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { useOfficeSession, useRefusedRead } from '@college/remote-kit/office';
import {
  collegeTime,
  HISTORY_STATE_TEXT,
  HISTORY_STATES,
  historyAnswerSchema,
  type HistoryRow,
  PAYMENT_HISTORY_PATH,
  SEARCH_MAX,
} from '@college/admissions-service/office/payments';
import { officeApplicationPage } from '../shared/office-rooms';
import { HISTORY_TEXT as T, PAYMENTS_TEXT } from './payments-text';
import { CellTable } from './table-scroll';
import { useNameOf } from './use-name-of';
import styles from './payments.module.css';

/** 14-07-2025 14:40 IST: the college's day and clock. */
const when = (iso: string) => collegeTime(iso, 'minute');

/** The search kept in the address: ?view=history&q=&state=&page=. */
function useSearch() {
  const params = new URLSearchParams(useLocation().search);
  const state = params.get('state') ?? '';
  return {
    q: params.get('q') ?? '',
    state: (HISTORY_STATES as readonly string[]).includes(state) ? state : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}
const addressOf = ({ q, state, page }: { q: string; state: string; page: number }) =>
  new URLSearchParams(Object.entries({ q, state, page: page > 1 ? String(page) : '' }).filter(([, value]) => value));

/**
 * `/office/accounts?view=history`: every payment of the session, whatever its state, searched by
 * receipt, reference, name, application or mobile number; each leads to its application.
 */
export function PaymentHistory({ counterPath }: { counterPath: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { has } = useOfficeSession();
  const search = useSearch();
  const query = addressOf(search);
  const found = useResource(
    (signal) => getJson(`${PAYMENT_HISTORY_PATH}${query.size ? `?${query}` : ''}`, historyAnswerSchema, signal),
    [query.toString()],
  );
  const refusedRead = useRefusedRead(found.status === 'error' ? found.error : null);
  const nameOf = useNameOf();
  // The application's own page is the admissions office's: linked for those who may open it.
  const opensApplications = has('admission_officer') || has('document_verifier');

  const go = (next: { q: string; state: string; page: number }) => {
    const params = addressOf(next);
    params.set('view', 'history');
    navigate(`${pathname}?${params}`);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ q: String(data.get('q') ?? '').trim(), state: String(data.get('state') ?? ''), page: 1 });
  };

  const stateCell = (row: HistoryRow) => (
    <>
      {HISTORY_STATE_TEXT[row.state]}
      {row.return_reason && (
        <>
          <br />
          {T.returnedWhy(row.return_reason)}
        </>
      )}
      {row.undone && (
        <>
          <br />
          {T.undoneWhy(
            when(row.undone.at),
            nameOf(row.undone.by, row.undone.by_name),
            row.undone.reason,
            row.undone.receipt_no,
          )}
        </>
      )}
    </>
  );

  return (
    <>
      <h2>{T.title}</h2>
      <p className={styles.intro}>{T.intro}</p>
      <form
        className={styles.filters}
        role="search"
        aria-label={T.title}
        onSubmit={onSearch}
        key={`${search.q}|${search.state}`}
      >
        <TextField
          id="history-q"
          name="q"
          type="search"
          label={T.searchLabel}
          defaultValue={search.q}
          maxLength={SEARCH_MAX}
        />
        <Select
          id="history-state"
          name="state"
          label={T.stateLabel}
          placeholder={T.stateAll}
          options={HISTORY_STATES.map((state) => ({ value: state, label: HISTORY_STATE_TEXT[state] }))}
          defaultValue={search.state}
        />
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
      </form>
      {found.status === 'loading' && <Spinner label={T.loading} showLabel />}
      {found.status === 'error' && !refusedRead && (
        <Alert tone="danger" title={T.loadFailed} action={<Button onClick={found.reload}>{T.tryAgain}</Button>}>
          <p>{found.error instanceof ApiError ? found.error.message : String(found.error)}</p>
        </Alert>
      )}
      {found.status === 'ready' && (
        <>
          <p role="status">{T.total(found.data.data.total)}</p>
          {found.data.data.rows.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <CellTable
              label={T.caption}
              caption={T.caption}
              headers={Object.values(T.columns)}
              rowHeaders
              rowKey={(row) => found.data.data.rows[row].application_no}
              rows={found.data.data.rows.map((row) => [
                <>
                  <Link
                    to={`${counterPath}?application=${encodeURIComponent(row.application_no)}`}
                    aria-label={T.openAtCounter(row.application_no)}
                  >
                    {row.application_no}
                  </Link>
                  {opensApplications && (
                    <>
                      <br />
                      <Link to={officeApplicationPage(row.application_no)}>
                        {T.openApplication(row.application_no)}
                      </Link>
                    </>
                  )}
                </>,
                row.name,
                row.course,
                rupees(row.amount),
                PAYMENTS_TEXT.modeText[row.mode],
                row.receipt_no ?? row.reference ?? '–',
                stateCell(row),
                collegeTime(row.paid_at, 'day'),
                row.confirmed_at
                  ? T.confirmedBy(when(row.confirmed_at), nameOf(row.confirmed_by, row.confirmed_by_name))
                  : '–',
              ])}
            />
          )}
          {found.data.data.pages > 1 && (
            <Pager
              page={search.page}
              pageCount={found.data.data.pages}
              onPageChange={(page) => go({ ...search, page })}
              label={T.pager}
            />
          )}
        </>
      )}
    </>
  );
}
