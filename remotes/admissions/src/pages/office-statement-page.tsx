import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/shared/office-rooms';
import { StatementImport } from '../features/office-payments/statement-import';

const PAGE = ADMISSIONS_OFFICE_PAGES.statement;

/** `/office/accounts/statement`: a bank or UPI statement imported (columns, preview, confirm). */
export default function OfficeStatementPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <StatementImport listPath={ADMISSIONS_OFFICE_PAGES.payments.path} />
    </OfficePage>
  );
}
