import { useState } from 'react';
import { Alert, Button, KeyFacts, useNavigate } from '@college/design-system';
import { signOut, useOfficeSession } from '@college/remote-kit/office';
import { OFFICE_PATHS } from '../shared/office-paths';
import { ROLE_NAMES } from '../shared/office-text';
import { AccountEmailPanel } from './account-email-panel';
import { ACCOUNT_TEXT } from './account-text';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import styles from './account-details.module.css';

/** The signed-in user's own account: who, which roles, their e-mail address, and the ways out. */
export function AccountDetails() {
  const { me, csrfToken } = useOfficeSession();
  const navigate = useNavigate();
  const [sending, setSending] = useState<'one' | 'all' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const leave = async (which: 'one' | 'all') => {
    setSending(which);
    setFailed(null);
    try {
      await signOut(which === 'one' ? 'here' : 'everywhere', csrfToken);
    } catch (error) {
      setSending(null);
      setFailed(`${ACCOUNT_TEXT.signOutFailed} ${(error as Error).message}`);
      return;
    }
    navigate(OFFICE_PATHS.signIn, { replace: true, state: { signedOut: true } });
  };

  const roles = me.roles.map(
    (grant) =>
      `${ROLE_NAMES[grant.role]} (${grant.courses ? ACCOUNT_TEXT.courses(grant.courses) : ACCOUNT_TEXT.allCourses})`,
  );
  return (
    <>
      <section aria-labelledby="account-details">
        <h2 id="account-details">{ACCOUNT_TEXT.details}</h2>
        <KeyFacts
          facts={[
            { label: ACCOUNT_TEXT.name, value: me.user.displayName },
            { label: ACCOUNT_TEXT.username, value: me.user.username },
            { label: ACCOUNT_TEXT.roles, value: roles.join('; ') },
            {
              label: ACCOUNT_TEXT.secondFactor,
              value: me.user.secondFactor ? ACCOUNT_TEXT.secondFactorOn : ACCOUNT_TEXT.secondFactorOff,
            },
          ]}
        />
      </section>
      <AccountEmailPanel />
      {me.user.secondFactor && <RecoveryCodesPanel />}
      <section aria-labelledby="account-password">
        <h2 id="account-password">{ACCOUNT_TEXT.passwordHeading}</h2>
        <p>{ACCOUNT_TEXT.password}</p>
      </section>
      <section aria-labelledby="account-sign-out">
        <h2 id="account-sign-out">{ACCOUNT_TEXT.signOutHeading}</h2>
        {failed && <Alert tone="danger">{failed}</Alert>}
        <div className={styles.actions}>
          <Button onClick={() => leave('one')} loading={sending === 'one'}>
            {ACCOUNT_TEXT.signOut}
          </Button>
          <Button
            variant="outline"
            onClick={() => leave('all')}
            loading={sending === 'all'}
            aria-describedby="sign-out-everywhere-hint"
          >
            {ACCOUNT_TEXT.signOutEverywhere}
          </Button>
        </div>
        <p id="sign-out-everywhere-hint">{ACCOUNT_TEXT.signOutEverywhereHint}</p>
      </section>
    </>
  );
}
