import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { PaymentsList } from '../features/office-payments/payments-list';

const PAGE = ADMISSIONS_OFFICE_PAGES.payments;

/** `/office/accounts`: payments to verify, with verify and return, and the ways to the statement import and the counter. */
export default function OfficePaymentsPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <PaymentsList
        statementPath={ADMISSIONS_OFFICE_PAGES.statement.path}
        counterPath={ADMISSIONS_OFFICE_PAGES.counter.path}
      />
    </OfficePage>
  );
}
