import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ApplicationsView } from '../features/office-recruitment/applications-view';
import { RECRUITMENT_OFFICE_PAGES } from '../features/office-recruitment/office-pages';

const PAGE = RECRUITMENT_OFFICE_PAGES.applications;

/** `/office/recruitment`: the recruitment office's room, the career applications to review. */
export default function OfficeRecruitmentPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <ApplicationsView />
    </OfficePage>
  );
}
