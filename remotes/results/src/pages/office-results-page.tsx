import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { RESULTS_OFFICE_PAGES } from '../features/office/office-rooms';
import { ResultsOffice } from '../features/office/results-office';

const PAGE = RESULTS_OFFICE_PAGES.results;

/**
 * `/office/results`: the results office's room: the exams (a new one added, an exam's last import
 * undone) and a result sheet imported into one exam (upload, preview, confirm).
 */
export default function OfficeResultsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ResultsOffice correctPath={RESULTS_OFFICE_PAGES.correct.path} publicPath="/result" />
    </OfficePage>
  );
}
