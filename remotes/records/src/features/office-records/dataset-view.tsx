import { useState } from 'react';
import { Alert, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded } from '@college/remote-kit/office';
import {
  classNamesAnswerSchema,
  datasetsAnswerSchema,
  OFFICE_CLASS_NAMES_PATH,
  OFFICE_DATASETS_PATH,
} from '@college/records-service/office/records';
import { classColumnsOf } from './class-names';
import { ClassNamesList } from './class-names-list';
import { DatasetRecords } from './dataset-records';
import { RECORDS_TEXT as T } from './records-text';
import { SheetImport } from './sheet-import';

/**
 * `/office/records/:dataset`: a sheet imported (check, then confirm), the names its class columns
 * may use, and the records one by one (courses, years or semesters and academic years by name).
 */
export function DatasetView({ name }: { name: string }) {
  const datasets = useResource((signal) => getJson(OFFICE_DATASETS_PATH, datasetsAnswerSchema, signal));
  const names = useResource((signal) => getJson(OFFICE_CLASS_NAMES_PATH, classNamesAnswerSchema, signal));
  const [version, setVersion] = useState(0);
  return (
    <>
      <p>
        <Link to="/office/records">{T.backToRecords}</Link>
      </p>
      <Loaded resource={datasets} loading={T.loading} failed={T.loadFailed}>
        {({ data }) => {
          const dataset = data.find((entry) => entry.name === name);
          if (!dataset) {
            return (
              <Alert tone="danger">
                <p>{T.datasetMissing}</p>
              </Alert>
            );
          }
          const classColumns = classColumnsOf(dataset.columns);
          return (
            <>
              <h2>{dataset.label}</h2>
              <Loaded resource={names} loading={T.namesLoading} failed={T.namesFailed}>
                {({ data: classNames }) => (
                  <>
                    <SheetImport dataset={dataset} names={classNames} onImported={() => setVersion((n) => n + 1)} />
                    {classColumns.length > 0 && (
                      <ClassNamesList names={classNames} columns={classColumns} title={T.namesTitle} />
                    )}
                    <DatasetRecords
                      dataset={dataset}
                      names={classNames}
                      version={version}
                      onChanged={() => setVersion((n) => n + 1)}
                    />
                  </>
                )}
              </Loaded>
            </>
          );
        }}
      </Loaded>
    </>
  );
}
