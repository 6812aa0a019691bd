import { useState } from 'react';
import { Alert, DataTable, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded, officeRoom as styles } from '@college/remote-kit/office';
import {
  datasetsAnswerSchema,
  IMPORT_HISTORY_PATH,
  importHistoryAnswerSchema,
  OFFICE_DATASETS_PATH,
} from '@college/records-service/office/records';
import { FinancialStatements } from './financial-statements';
import { ImportHistory } from './import-history';
import { RECORDS_TEXT as T } from './records-text';
import { officeDatasetPage } from './records-pages';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** `/office/records`: every dataset (its records, its last import), the imports with their undo, the financial statements. */
export function RecordsOverview() {
  const datasets = useResource((signal) => getJson(OFFICE_DATASETS_PATH, datasetsAnswerSchema, signal));
  const history = useResource((signal) => getJson(IMPORT_HISTORY_PATH, importHistoryAnswerSchema, signal));
  // Kept here: the history redraws (a spinner, then the new list) after an undo.
  const [undone, setUndone] = useState<string | null>(null);
  return (
    <>
      <p className={styles.intro}>{T.intro}</p>
      <h2>{T.datasetsTitle}</h2>
      <Loaded resource={datasets} loading={T.loading} failed={T.loadFailed}>
        {({ data }) => (
          <DataTable
            caption={T.datasetsCaption}
            columns={[
              {
                key: 'label',
                header: T.columns.dataset,
                render: (row) => <Link to={officeDatasetPage(row.name)}>{row.label}</Link>,
              },
              { key: 'records', header: T.columns.records, render: (row) => row.records.toLocaleString('en-IN') },
              {
                key: 'last_import',
                header: T.columns.lastImport,
                render: (row) =>
                  row.last_import
                    ? T.importedBy(when(row.last_import.committed_at), row.last_import.committed_by)
                    : T.never,
              },
            ]}
            rows={data}
            getRowKey={(row) => row.name}
          />
        )}
      </Loaded>
      <section aria-labelledby="history-title" className={styles.section}>
        <h2 id="history-title">{T.historyTitle}</h2>
        {undone && (
          <Alert tone="success">
            <p>{undone}</p>
          </Alert>
        )}
        <Loaded resource={history} loading={T.loading} failed={T.loadFailed}>
          {({ data }) => (
            <ImportHistory
              imports={data}
              onUndone={(message) => {
                setUndone(message);
                history.reload();
                datasets.reload();
              }}
            />
          )}
        </Loaded>
      </section>
      <FinancialStatements />
    </>
  );
}
