import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { RECORDS_OFFICE_PAGES } from '../features/office-records/records-pages';
import { RecordsOverview } from '../features/office-records/records-overview';

const PAGE = RECORDS_OFFICE_PAGES.records;

/** `/office/records`: the content editor's public records: datasets, imports and their undo, financial statements. */
export default function OfficeRecordsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <RecordsOverview />
    </OfficePage>
  );
}
