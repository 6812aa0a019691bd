import { useState } from 'react';
import { Alert, DataTable, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { collegeTime, Loaded, officeRoom as styles } from '@college/remote-kit/office';
import {
  CLASS_COLUMNS,
  classNamesAnswerSchema,
  datasetsAnswerSchema,
  IMPORT_HISTORY_PATH,
  importHistoryAnswerSchema,
  OFFICE_CLASS_NAMES_PATH,
  OFFICE_DATASETS_PATH,
} from '@college/records-service/office/records';
import { AcademicYearAdd } from './academic-year-add';
import { ClassNamesList } from './class-names-list';
import { FinancialStatements } from './financial-statements';
import { ImportHistory } from './import-history';
import { RECORDS_TEXT as T } from './records-text';
import { officeDatasetPage } from './records-pages';

/** 06-12-2026 14:05 IST: the college's day and clock. */
const when = (iso: string) => collegeTime(iso, 'minute');

/**
 * `/office/records`: every dataset (its records, its last import), the names the sheets may give a
 * class by with the next academic year added, the imports with their undo, the financial statements.
 */
export function RecordsOverview() {
  const datasets = useResource((signal) => getJson(OFFICE_DATASETS_PATH, datasetsAnswerSchema, signal));
  const history = useResource((signal) => getJson(IMPORT_HISTORY_PATH, importHistoryAnswerSchema, signal));
  const names = useResource((signal) => getJson(OFFICE_CLASS_NAMES_PATH, classNamesAnswerSchema, signal));
  // Kept here: the history and the names redraw (a spinner, then the new list) after an undo or a year added.
  const [undone, setUndone] = useState<string | null>(null);
  const [yearAdded, setYearAdded] = useState<{ tone: 'success' | 'warning'; message: string } | null>(null);
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
      <Loaded resource={names} loading={T.namesLoading} failed={T.namesFailed}>
        {({ data }) => (
          <ClassNamesList names={data} columns={CLASS_COLUMNS} title={T.namesTitleAll}>
            {yearAdded && (
              <Alert tone={yearAdded.tone}>
                <p>{yearAdded.message}</p>
              </Alert>
            )}
            <AcademicYearAdd
              key={data.next_year.start_year}
              names={data}
              onDone={(outcome) => {
                setYearAdded(outcome);
                names.reload();
              }}
            />
          </ClassNamesList>
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
