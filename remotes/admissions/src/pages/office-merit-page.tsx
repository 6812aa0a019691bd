import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { MeritView } from '../features/office-seats/merit-view';

const PAGE = ADMISSIONS_OFFICE_PAGES.merit;

/** `/office/admissions/merit`: merit lists per course (and subject) and category; the admission officer admits from them. */
export default function OfficeMeritPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <MeritView />
    </OfficePage>
  );
}
