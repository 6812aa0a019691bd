import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/office/office-rooms';

const PAGE = ADMISSIONS_OFFICE_PAGES.payments;

/** `/office/accounts`: a placeholder until its step of issue 22 lands. */
export default function OfficePaymentsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <p>This page is being built.</p>
    </OfficePage>
  );
}
