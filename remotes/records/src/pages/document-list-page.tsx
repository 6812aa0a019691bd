import { Alert, Button, DataTable, PageHeader, Skeleton, useCatalogue } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import {
  ANNUAL_REPORT_PATH,
  annualReportsResponseSchema,
  DISCIPLINARY_PATH,
  documentListResponseSchema,
  NCTE_ORDER_PATH,
} from '@college/records-service/contract';
import { PAGE_SIZE, useListingText, ViewLink } from '../features/listing/filtered-listing';
import { useTerm } from '../features/shared/use-term';
import messages from './pages.messages.json';
import styles from './pages.module.css';

function Listing<T>({
  load,
  children,
}: {
  load: (signal: AbortSignal) => Promise<{ data: T[] }>;
  children: (rows: T[]) => React.ReactNode;
}) {
  const text = useListingText();
  const result = useResource(load, []);
  if (result.status === 'loading') return <Skeleton height="16rem" />;
  if (result.status === 'error')
    return (
      <Alert tone="danger" title={text('listFailed')}>
        <p>{result.error.message}</p>
        <Button type="button" size="sm" onClick={result.reload}>
          {text('retry')}
        </Button>
      </Alert>
    );
  return <>{children(result.data.data)}</>;
}

/** A list of titled documents (NCTE orders, disciplinary cell notices); titles stay as the college wrote them. */
function TitledDocuments({ path, title, caption }: { path: string; title: string; caption: string }) {
  const { text } = useCatalogue(messages);
  const listing = useListingText();
  const { stored } = useTerm();
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <Listing load={(signal) => getJson(path, documentListResponseSchema, signal)}>
          {(rows) => (
            <DataTable
              caption={caption}
              rows={rows}
              numbered
              pageSize={PAGE_SIZE}
              emptyMessage={listing('noRecords')}
              pagerLabel={listing('pages', { caption })}
              columns={[
                { key: 'title', header: text('title'), render: (row) => stored(row.title) },
                { key: 'file', header: text('file'), render: (row) => <ViewLink href={row.file} what={row.title} /> },
              ]}
            />
          )}
        </Listing>
      </div>
    </>
  );
}

export function NcteOrderPage() {
  const { text } = useCatalogue(messages);
  return <TitledDocuments path={NCTE_ORDER_PATH} title={text('ncteTitle')} caption={text('ncteOrders')} />;
}

export function DisciplinaryPage() {
  const { text } = useCatalogue(messages);
  return (
    <TitledDocuments path={DISCIPLINARY_PATH} title={text('disciplinaryTitle')} caption={text('disciplinaryNotices')} />
  );
}

/** `/annualReport`: balance sheet, income and expenditure, receipts and payments per financial year. */
export function AnnualReportPage() {
  const { text } = useCatalogue(messages);
  const listing = useListingText();
  const caption = text('annualReports');
  return (
    <>
      <PageHeader title={text('annualTitle')} />
      <div className={styles.body}>
        <Listing load={(signal) => getJson(ANNUAL_REPORT_PATH, annualReportsResponseSchema, signal)}>
          {(rows) => (
            <DataTable
              caption={caption}
              rows={rows}
              numbered
              pageSize={PAGE_SIZE}
              emptyMessage={listing('noRecords')}
              pagerLabel={listing('pages', { caption })}
              columns={[
                { key: 'year', header: text('financialYear'), render: (row) => row.fin_year },
                {
                  key: 'balance',
                  header: text('balanceSheet'),
                  render: (row) => (
                    <ViewLink href={row.balance_report} what={text('balanceOf', { year: row.fin_year })} />
                  ),
                },
                {
                  key: 'income',
                  header: text('incomeExpenditure'),
                  render: (row) => (
                    <ViewLink href={row.income_report} what={text('incomeOf', { year: row.fin_year })} />
                  ),
                },
                {
                  key: 'receipt',
                  header: text('receiptsPayments'),
                  render: (row) => (
                    <ViewLink href={row.receipt_report} what={text('receiptsOf', { year: row.fin_year })} />
                  ),
                },
              ]}
            />
          )}
        </Listing>
      </div>
    </>
  );
}
