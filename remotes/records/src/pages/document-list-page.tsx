import { Alert, Button, DataTable, PageHeader, Skeleton } from '@college/design-system';
import { getJson, type RemotePageProps, useResource } from '@college/remote-kit';
import {
  ANNUAL_REPORT_PATH,
  annualReportsResponseSchema,
  DISCIPLINARY_PATH,
  documentListResponseSchema,
  NCTE_ORDER_PATH,
} from '@college/records-service/contract';
import { PAGE_SIZE, ViewLink } from '../features/listing/filtered-listing';
import styles from './pages.module.css';

function Listing<T>({ load, children }: { load: (signal: AbortSignal) => Promise<{ data: T[] }>; children: (rows: T[]) => React.ReactNode }) {
  const result = useResource(load, []);
  if (result.status === 'loading') return <Skeleton height="16rem" />;
  if (result.status === 'error')
    return (
      <Alert tone="danger" title="The list could not be loaded">
        <p>{result.error.message}</p>
        <Button type="button" size="sm" onClick={result.reload}>
          Retry
        </Button>
      </Alert>
    );
  return <>{children(result.data.data)}</>;
}

/** A list of titled documents (NCTE orders, disciplinary cell notices). */
function TitledDocuments({ path, title, caption }: { path: string; title: string; caption: string }) {
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
              emptyMessage="No records found"
              columns={[
                { key: 'title', header: 'Title', render: (row) => row.title },
                { key: 'file', header: 'File', render: (row) => <ViewLink href={row.file} what={row.title} /> },
              ]}
            />
          )}
        </Listing>
      </div>
    </>
  );
}

export function NcteOrderPage({ title = 'NCTE Order' }: RemotePageProps) {
  return <TitledDocuments path={NCTE_ORDER_PATH} title={title} caption="NCTE orders" />;
}

export function DisciplinaryPage({ title = 'Disciplinary Cell' }: RemotePageProps) {
  return <TitledDocuments path={DISCIPLINARY_PATH} title={title} caption="Disciplinary cell notices" />;
}

/** `/annualReport`: balance sheet, income and expenditure, receipts and payments per financial year. */
export function AnnualReportPage({ title = 'Annual Report' }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <Listing load={(signal) => getJson(ANNUAL_REPORT_PATH, annualReportsResponseSchema, signal)}>
          {(rows) => (
            <DataTable
              caption="Annual reports"
              rows={rows}
              numbered
              pageSize={PAGE_SIZE}
              emptyMessage="No records found"
              columns={[
                { key: 'year', header: 'Financial Year', render: (row) => row.fin_year },
                { key: 'balance', header: 'Balance Sheet', render: (row) => <ViewLink href={row.balance_report} what={`balance sheet ${row.fin_year}`} /> },
                { key: 'income', header: 'Income & Expenditure', render: (row) => <ViewLink href={row.income_report} what={`income and expenditure ${row.fin_year}`} /> },
                { key: 'receipt', header: 'Receipts & Payments', render: (row) => <ViewLink href={row.receipt_report} what={`receipts and payments ${row.fin_year}`} /> },
              ]}
            />
          )}
        </Listing>
      </div>
    </>
  );
}
