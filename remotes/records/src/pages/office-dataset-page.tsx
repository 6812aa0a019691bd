import { useParams } from '@college/design-system';
import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { DatasetView } from '../features/office-records/dataset-view';
import { RECORDS_OFFICE_PAGES } from '../features/office-records/records-pages';

const PAGE = RECORDS_OFFICE_PAGES.dataset;

/** `/office/records/:dataset`: one dataset's sheet import (check, then confirm) and its records one by one. */
export default function OfficeDatasetPage({ title = PAGE.title }: RemotePageProps) {
  const { dataset = '' } = useParams();
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <DatasetView name={dataset} />
    </OfficePage>
  );
}
