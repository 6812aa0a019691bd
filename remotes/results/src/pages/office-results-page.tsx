import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { RESULTS_OFFICE_PAGES } from '../features/office/office-rooms';
import { SheetImport } from '../features/office/sheet-import';

const PAGE = RESULTS_OFFICE_PAGES.results;

/** `/office/results`: the results office's room: the result sheet imported (upload, preview, confirm). */
export default function OfficeResultsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <SheetImport correctPath={RESULTS_OFFICE_PAGES.correct.path} publicPath="/result" />
    </OfficePage>
  );
}
