import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { RESULTS_OFFICE_PAGES } from '../features/office/office-rooms';
import { ResultCorrection } from '../features/office/result-correction';

const PAGE = RESULTS_OFFICE_PAGES.correct;

/** `/office/results/correct`: one roll number's result corrected, with a reason. */
export default function OfficeCorrectPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ResultCorrection importPath={RESULTS_OFFICE_PAGES.results.path} />
    </OfficePage>
  );
}
