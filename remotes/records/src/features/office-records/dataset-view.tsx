import { useState } from 'react';
import { Alert, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded } from '@college/remote-kit/office';
import { datasetsAnswerSchema, OFFICE_DATASETS_PATH } from '@college/records-service/office/records';
import { DatasetRecords } from './dataset-records';
import { RECORDS_TEXT as T } from './records-text';
import { SheetImport } from './sheet-import';

/** `/office/records/:dataset`: a sheet imported (check, then confirm), and the records one by one. */
export function DatasetView({ name }: { name: string }) {
  const datasets = useResource((signal) => getJson(OFFICE_DATASETS_PATH, datasetsAnswerSchema, signal));
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
          return (
            <>
              <h2>{dataset.label}</h2>
              <SheetImport dataset={dataset} onImported={() => setVersion((n) => n + 1)} />
              <DatasetRecords dataset={dataset} version={version} onChanged={() => setVersion((n) => n + 1)} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
