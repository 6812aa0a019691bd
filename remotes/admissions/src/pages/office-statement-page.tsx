import { OfficePage } from '@college/remote-kit/office';
import type { RemotePageProps } from '@college/remote-kit';
import { ADMISSIONS_OFFICE_PAGES } from '../features/office/office-rooms';

const PAGE = ADMISSIONS_OFFICE_PAGES.statement;

/** `/office/accounts/statement`: a placeholder until its step of issue 22 lands. */
export default function OfficeStatementPage({ title = PAGE.title }: RemotePageProps) {
  return (
    <OfficePage title={title} needs={PAGE.roles}>
      <p>This page is being built.</p>
    </OfficePage>
  );
}
