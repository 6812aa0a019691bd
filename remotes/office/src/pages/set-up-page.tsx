import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { SignInFlow } from '../features/sign-in/sign-in-flow';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';
import { OfficeBody } from '@college/remote-kit/office';

/** /office/set-up: a new (or reset) user's first sign-in with the one-time set-up code. */
export default function SetUpPage({ title = OFFICE_PAGE_TITLES['/office/set-up'] }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <OfficeBody>
        <SignInFlow start="set-up" />
      </OfficeBody>
    </>
  );
}
