import type { RemotePageProps } from '@college/remote-kit';
import { AuditView } from '../features/audit/audit-view';
import { OfficePage } from '@college/remote-kit/office';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';

/** /office/audit (administrators): the office service's audit log. */
export default function AuditPage({ title = OFFICE_PAGE_TITLES['/office/audit'] }: RemotePageProps) {
  return (
    <OfficePage title={title} needs="admin">
      <AuditView />
    </OfficePage>
  );
}
