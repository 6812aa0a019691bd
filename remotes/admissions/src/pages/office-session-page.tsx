import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { SessionView } from '../features/office-seats/session-form';

const PAGE = ADMISSIONS_OFFICE_PAGES.session;

/** `/office/admissions/session`: the admin sets the academic year, the registration window and the fee deadline. */
export default function OfficeSessionPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <SessionView />
    </OfficePage>
  );
}
