import type { RemotePageProps } from '@college/remote-kit';
import { OfficePage } from '@college/remote-kit/office';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';
import { UsersAdmin } from '../features/users/users-admin';

/** /office/users (administrators): the office's staff accounts. */
export default function UsersPage({ title = OFFICE_PAGE_TITLES['/office/users'] }: RemotePageProps) {
  return (
    <OfficePage title={title} needs="admin">
      <UsersAdmin />
    </OfficePage>
  );
}
