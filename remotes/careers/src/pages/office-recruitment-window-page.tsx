import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { RECRUITMENT_OFFICE_PAGES } from '../features/office-recruitment/office-pages';
import { WindowView } from '../features/office-recruitment/window-form';

const PAGE = RECRUITMENT_OFFICE_PAGES.window;

/** `/office/recruitment/window`: the application window and interview date over the settings' defaults. */
export default function OfficeRecruitmentWindowPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <WindowView />
    </OfficePage>
  );
}
