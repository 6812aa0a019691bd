import { useEffect, useRef, useState } from 'react';
import { Alert, Button, DataTable, Spinner } from '@college/design-system';
import { useResource } from '@college/remote-kit';
import type { UserSummary } from '@college/office-service/contract';
import { useRefusedRead } from '@college/remote-kit/office';
import { OFFICE_TEXT, ROLE_NAMES } from '../shared/office-text';
import { AddUserForm, type SetupCode } from './add-user-form';
import { type ActionDone, UserActionForm } from './user-action-form';
import { getUsers } from './users-api';
import { USERS_TEXT } from './users-text';
import styles from './users.module.css';

function statusOf(user: UserSummary): string {
  const words = USERS_TEXT.statusWords;
  const found = [
    user.disabled && words.disabled,
    user.locked && words.locked,
    !user.passwordSet && words.noPassword,
    user.passwordSet && !user.secondFactor && words.noSecondFactor,
    user.demo && words.demo,
  ].filter(Boolean) as string[];
  return found.length ? found.join('; ') : words.active;
}

/** The one-time set-up code of a new user or a password reset: shown here once, never again. */
function SetupCodeNotice({ code }: { code: SetupCode }) {
  const until = new Date(code.expiresAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert tone="success" title={USERS_TEXT.setupCodeTitle(code.name)}>
      <p>
        <code className={styles.code} data-testid="setup-code">
          {code.setupCode}
        </code>
      </p>
      <p>
        {USERS_TEXT.setupCodeOnce} {until}.
      </p>
      <p>{USERS_TEXT.setupCodeWhere}</p>
    </Alert>
  );
}

/** User administration: the list, adding a user, and each change to one user. */
export function UsersAdmin() {
  const users = useResource((signal) => getUsers(signal));
  const [managing, setManaging] = useState<number | null>(null);
  const [done, setDone] = useState<ActionDone | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const manageHeading = useRef<HTMLHeadingElement>(null);

  const failed = useRefusedRead(users.status === 'error' ? users.error : null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  useEffect(() => {
    if (managing !== null) manageHeading.current?.focus();
  }, [managing]);

  const afterChange = (result: ActionDone) => {
    setDone(result);
    users.reload();
  };
  const managed = users.data?.users.find((user) => user.id === managing);

  return (
    <>
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        {done &&
          (done.setupCode ? <SetupCodeNotice code={done.setupCode} /> : <Alert tone="success">{done.message}</Alert>)}
      </div>

      <section aria-labelledby="users-list">
        <h2 id="users-list">{USERS_TEXT.listHeading}</h2>
        {users.status === 'loading' && <Spinner label={USERS_TEXT.loading} showLabel />}
        {users.status === 'error' && !failed && (
          <Alert
            tone="danger"
            title={OFFICE_TEXT.loadFailedTitle}
            action={<Button onClick={users.reload}>{OFFICE_TEXT.tryAgain}</Button>}
          >
            <p>{users.error.message}</p>
          </Alert>
        )}
        {users.status === 'ready' && (
          <DataTable
            caption={USERS_TEXT.caption}
            captionHidden
            rows={users.data.users}
            getRowKey={(user) => user.id}
            columns={[
              { key: 'displayName', header: USERS_TEXT.name },
              { key: 'username', header: USERS_TEXT.username },
              {
                key: 'roles',
                header: USERS_TEXT.roles,
                render: (user) => user.roles.map((grant) => ROLE_NAMES[grant.role]).join(', '),
              },
              { key: 'status', header: USERS_TEXT.status, render: statusOf },
              {
                key: 'manage',
                header: USERS_TEXT.manage,
                render: (user) => (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={USERS_TEXT.manageUser(user.displayName)}
                    onClick={() => setManaging(user.id)}
                  >
                    {USERS_TEXT.manage}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </section>

      {managed && (
        <section aria-labelledby="manage-user" className={styles.panel}>
          <h2 id="manage-user" ref={manageHeading} tabIndex={-1}>
            {USERS_TEXT.actionHeading(managed.displayName)}
          </h2>
          <UserActionForm key={managed.id} user={managed} onDone={afterChange} />
          <p>
            <Button variant="link" onClick={() => setManaging(null)}>
              {USERS_TEXT.close}
            </Button>
          </p>
        </section>
      )}

      <section aria-labelledby="add-user">
        <h2 id="add-user">{USERS_TEXT.addHeading}</h2>
        <AddUserForm onAdded={(code) => afterChange({ message: code.name, setupCode: code })} />
      </section>
    </>
  );
}
