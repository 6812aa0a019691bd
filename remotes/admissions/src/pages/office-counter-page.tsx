import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { FeeCounter } from '../features/office-payments/fee-counter';

const PAGE = ADMISSIONS_OFFICE_PAGES.counter;

/** `/office/accounts/counter`: cash at the fee counter, with its receipt slip. */
export default function OfficeCounterPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <FeeCounter listPath={ADMISSIONS_OFFICE_PAGES.payments.path} />
    </OfficePage>
  );
}
