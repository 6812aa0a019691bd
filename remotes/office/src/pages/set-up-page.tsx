import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { SignInFlow } from '../features/sign-in/sign-in-flow';
import { OFFICE_PAGE_TITLES } from '../features/shared/office-text';
import styles from '../features/shared/office-page.module.css';

/** /office/set-up: a new (or reset) user's first sign-in with the one-time set-up code. */
export default function SetUpPage({ title = OFFICE_PAGE_TITLES['/office/set-up'] }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <SignInFlow start="set-up" />
      </div>
    </>
  );
}
