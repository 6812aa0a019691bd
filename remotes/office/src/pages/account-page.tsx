import type { RemotePageProps } from '@college/remote-kit';
import { AccountDetails } from '../features/account/account-details';
import { OfficePage } from '@college/remote-kit/office';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';

/** /office/account: the signed-in user's own account. */
export default function AccountPage({ title = OFFICE_PAGE_TITLES['/office/account'] }: RemotePageProps) {
  return (
    <OfficePage title={title}>
      <AccountDetails />
    </OfficePage>
  );
}
