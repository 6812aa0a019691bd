import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ApplicationView } from '../features/office-recruitment/application-view';
import { RECRUITMENT_OFFICE_PAGES } from '../features/office-recruitment/office-pages';

const PAGE = RECRUITMENT_OFFICE_PAGES.application;

/** `/office/recruitment/applications/:applicationNo`: one career application, its CV and photo, and the decision. */
export default function OfficeCareerApplicationPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ApplicationView />
    </OfficePage>
  );
}
