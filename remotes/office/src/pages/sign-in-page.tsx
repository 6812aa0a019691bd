import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { SignInFlow } from '../features/sign-in/sign-in-flow';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';
import { OfficeBody } from '@college/remote-kit/office';

/** /office and /office/sign-in: staff sign in (password, then the second factor or its set-up). */
export default function SignInPage({ title = OFFICE_PAGE_TITLES['/office/sign-in'] }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <OfficeBody>
        <SignInFlow start="password" />
      </OfficeBody>
    </>
  );
}
