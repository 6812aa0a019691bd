import { rupees } from '@college/settings/format';
import { type FormEvent, useRef, useState } from 'react';
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
  useFocusAfterRender,
} from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { collegeTime, officePost, useOfficeSession, useRefusedRead } from '@college/remote-kit/office';
import { PAYMENT_STATE_TEXT } from '@college/admissions-service/contract';
import {
  OFFICE_PAYMENTS_PATH,
  type OfficePayment,
  PAYMENT_QUEUE_TEXT,
  PAYMENT_QUEUES,
  paymentChangeAnswerSchema,
  paymentsAnswerSchema,
  verifyPaymentPath,
} from '@college/admissions-service/office/payments';
import { ReturnForm } from './return-form';
import { PAYMENTS_TEXT } from './payments-text';
import { CellTable } from './table-scroll';
import styles from './payments.module.css';

/** 01-06-2025: the college's day the fee was sent on. */
const day = (iso: string) => collegeTime(iso, 'day');

/** The filter kept in the address: ?state=&q=&page=. */
function useFilter() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  return {
    state: (PAYMENT_QUEUES as readonly string[]).includes(state) ? state : '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** `/office/accounts`: the payments waiting for the accountant, with verify and return (the page links the other views). */
export function PaymentsList({ counterPath }: { counterPath: string }) {
  const { csrfToken, refused } = useOfficeSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filter = useFilter();
  const query = new URLSearchParams(
    Object.entries({ state: filter.state, q: filter.q, page: filter.page > 1 ? String(filter.page) : '' }).filter(
      ([, value]) => value,
    ),
  );
  const list = useResource(
    (signal) => getJson(`${OFFICE_PAYMENTS_PATH}?${query}`, paymentsAnswerSchema, signal),
    [query.toString()],
  );
  const refusedRead = useRefusedRead(list.status === 'error' ? list.error : null);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [returning, setReturning] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const go = (next: { state?: string; q?: string; page?: number }) => {
    const merged = { ...filter, ...next };
    const params = new URLSearchParams(
      Object.entries({ state: merged.state, q: merged.q, page: merged.page > 1 ? String(merged.page) : '' }).filter(
        ([, value]) => value,
      ),
    );
    navigate(`${pathname}${params.size ? `?${params}` : ''}`);
  };
  const announce = (message: string) => {
    setDone(message);
    setConflict(null);
    setReturning(null);
    list.reload();
    focusAfterRender(notice);
  };
  const reloadList = () => {
    setConflict(null);
    setDone(null);
    list.reload();
  };
  const failed = (error: unknown) => {
    if (refused(error)) return;
    setDone(null);
    setConflict(error instanceof Error ? error.message : PAYMENTS_TEXT.notSent);
    focusAfterRender(notice);
  };
  const verify = async (payment: OfficePayment) => {
    setVerifying(payment.application_no);
    try {
      const answer = await officePost(
        verifyPaymentPath(payment.application_no),
        { version: payment.version },
        paymentChangeAnswerSchema,
        csrfToken,
      );
      announce(`${payment.application_no}: ${answer.message}`);
    } catch (error) {
      failed(error);
    } finally {
      setVerifying(null);
    }
  };

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ state: String(data.get('state') ?? ''), q: String(data.get('q') ?? '').trim(), page: 1 });
  };

  return (
    <>
      <p className={styles.intro}>{PAYMENTS_TEXT.intro}</p>
      <form
        className={styles.filters}
        role="search"
        aria-label={PAYMENTS_TEXT.listCaption}
        onSubmit={onFilter}
        key={`${filter.state}|${filter.q}`}
      >
        <Select
          id="payments-state"
          name="state"
          label={PAYMENTS_TEXT.filterLabel}
          placeholder={PAYMENTS_TEXT.filterAll}
          options={PAYMENT_QUEUES.map((state) => ({ value: state, label: PAYMENT_QUEUE_TEXT[state] }))}
          defaultValue={filter.state}
        />
        <TextField
          id="payments-q"
          name="q"
          type="search"
          label={PAYMENTS_TEXT.searchLabel}
          defaultValue={filter.q}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {PAYMENTS_TEXT.apply}
        </Button>
      </form>
      <div ref={notice} tabIndex={-1} className={styles.notice} aria-live="polite">
        {done && <Alert tone="success">{done}</Alert>}
        {conflict && (
          <Alert tone="danger" action={<Button onClick={reloadList}>{PAYMENTS_TEXT.reload}</Button>}>
            {conflict}
          </Alert>
        )}
      </div>
      {list.status === 'loading' && <Spinner label={PAYMENTS_TEXT.loading} showLabel />}
      {list.status === 'error' && !refusedRead && (
        <Alert
          tone="danger"
          title={PAYMENTS_TEXT.loadFailed}
          action={<Button onClick={list.reload}>{PAYMENTS_TEXT.tryAgain}</Button>}
        >
          <p>{list.error instanceof ApiError ? list.error.message : String(list.error)}</p>
        </Alert>
      )}
      {list.status === 'ready' && (
        <>
          <p>{PAYMENTS_TEXT.total(list.data.data.total)}</p>
          {list.data.data.rows.length === 0 ? (
            <p>{PAYMENTS_TEXT.empty}</p>
          ) : (
            <CellTable
              label={PAYMENTS_TEXT.listCaption}
              caption={PAYMENTS_TEXT.listCaption}
              headers={Object.values(PAYMENTS_TEXT.columns)}
              rowHeaders
              rowKey={(row) => list.data.data.rows[row].application_no}
              rows={list.data.data.rows.map((payment) => [
                payment.application_no,
                payment.name,
                payment.course,
                rupees(payment.amount),
                PAYMENTS_TEXT.modeText[payment.mode],
                <>
                  {payment.mode === 'online' ? payment.trans_no : (payment.receipt_no ?? '–')}
                  {payment.screenshot_url && (
                    <>
                      {' '}
                      <a
                        href={payment.screenshot_url}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={PAYMENTS_TEXT.screenshotOf(payment.application_no)}
                      >
                        {PAYMENTS_TEXT.screenshot}
                      </a>
                    </>
                  )}
                </>,
                PAYMENT_STATE_TEXT[payment.state],
                day(payment.paid_at),
                payment.state !== 'claimed' ? (
                  <Link to={`${counterPath}?application=${encodeURIComponent(payment.application_no)}`}>
                    {PAYMENTS_TEXT.atCounter}
                  </Link>
                ) : returning === payment.application_no ? (
                  <ReturnForm payment={payment} onDone={announce} onCancel={() => setReturning(null)} />
                ) : (
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      loading={verifying === payment.application_no}
                      aria-label={PAYMENTS_TEXT.verifyOf(payment.application_no)}
                      onClick={() => verify(payment)}
                    >
                      {PAYMENTS_TEXT.verify}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={PAYMENTS_TEXT.returnOf(payment.application_no)}
                      onClick={() => setReturning(payment.application_no)}
                    >
                      {PAYMENTS_TEXT.returnOpen}
                    </Button>
                  </div>
                ),
              ])}
            />
          )}
          {list.data.data.pages > 1 && (
            <Pager
              page={filter.page}
              pageCount={list.data.data.pages}
              onPageChange={(page) => go({ page })}
              label={PAYMENTS_TEXT.pager}
            />
          )}
        </>
      )}
    </>
  );
}
