import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { SeatsOverview } from '../features/office-seats/seats-overview';

const PAGE = ADMISSIONS_OFFICE_PAGES.admissions;
/** The rooms this page leads to (each shown only to the roles that open it). */
const ROOMS = (['inbox', 'verification', 'merit'] as const).map((id) => ({ id, ...ADMISSIONS_OFFICE_PAGES[id] }));

/** `/office/admissions`: the admissions office's home: its rooms for the user's roles and the seats per course and category. */
export default function OfficeAdmissionsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <SeatsOverview rooms={ROOMS} />
    </OfficePage>
  );
}
