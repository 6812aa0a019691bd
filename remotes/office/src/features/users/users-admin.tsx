import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, DataTable, Spinner, TextField } from '@college/design-system';
import { useResource } from '@college/remote-kit';
import type { UserSummary } from '@college/office-service/office/users';
import { collegeTime, useRefusedRead } from '@college/remote-kit/office';
import { OFFICE_TEXT, ROLE_NAMES } from '../shared/office-text';
import { AddUserForm, type SetupCode } from './add-user-form';
import { type ActionDone, UserActionForm } from './user-action-form';
import { UserEmailForm } from './user-email-form';
import { getUsers } from './users-api';
import { USERS_TEXT } from './users-text';
import styles from './users.module.css';

function statusOf(user: UserSummary): string {
  const words = USERS_TEXT.statusWords;
  const found = [
    user.disabled && words.disabled,
    user.locked && words.locked,
    !user.passwordSet && words.noPassword,
    user.enrolNeedsCode === true && words.enrolNeedsCode,
    user.passwordSet && !user.secondFactor && user.enrolNeedsCode !== true && words.noSecondFactor,
    user.demo && words.demo,
  ].filter(Boolean) as string[];
  return found.length ? found.join('; ') : words.active;
}

/** The one-time set-up code of a new user, a password reset or an authenticator reset: shown here once, never again. */
function SetupCodeNotice({ code }: { code: SetupCode }) {
  const until = collegeTime(code.expiresAt, 'minute');
  const forApp = code.kind === 'second-factor';
  return (
    <Alert
      tone="success"
      title={forApp ? USERS_TEXT.secondFactorCodeTitle(code.name) : USERS_TEXT.setupCodeTitle(code.name)}
    >
      <p>
        <code className={styles.code} data-testid="setup-code">
          {code.setupCode}
        </code>
      </p>
      <p>
        {USERS_TEXT.setupCodeOnce} {until}.
      </p>
      <p>{forApp ? USERS_TEXT.secondFactorCodeWhere : USERS_TEXT.setupCodeWhere}</p>
    </Alert>
  );
}

/** Whether the user's name or username has every word of the search in it (any case). */
const matches = (user: UserSummary, words: string[]) => {
  const text = `${user.displayName} ${user.username}`.toLocaleLowerCase('en-IN');
  return words.every((word) => text.includes(word));
};

/** User administration: the list (searchable), adding a user, and each change to one user. */
export function UsersAdmin() {
  const users = useResource((signal) => getUsers(signal));
  const [search, setSearch] = useState('');
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
  const query = search.trim().toLocaleLowerCase('en-IN').replace(/\s+/g, ' ');
  const all = users.data?.users;
  // A new array only when the list or the search changes: the table goes back to its first page then.
  const shown = useMemo(() => (all ?? []).filter((user) => matches(user, query.split(' '))), [all, query]);

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
          <>
            <TextField
              id="users-search"
              type="search"
              label={USERS_TEXT.searchLabel}
              autoComplete="off"
              spellCheck={false}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby="users-search-count"
              className={styles.search}
            />
            <p id="users-search-count" className={styles.count} aria-live="polite">
              {query !== '' && USERS_TEXT.searchCount(shown.length, users.data.users.length)}
            </p>
            <p className={styles.scrollHint}>{USERS_TEXT.scrollHint}</p>
            <DataTable
              caption={USERS_TEXT.caption}
              captionHidden
              rows={shown}
              getRowKey={(user) => user.id}
              emptyMessage={USERS_TEXT.noMatch(search.trim())}
              className={styles.table}
              columns={[
                { key: 'displayName', header: USERS_TEXT.name },
                // Second, so that on a phone the button is in view without scrolling the table sideways.
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
                { key: 'username', header: USERS_TEXT.username },
                {
                  key: 'roles',
                  header: USERS_TEXT.roles,
                  render: (user) => user.roles.map((grant) => ROLE_NAMES[grant.role]).join(', '),
                },
                { key: 'status', header: USERS_TEXT.status, render: statusOf },
              ]}
            />
          </>
        )}
      </section>

      {managed && (
        <section aria-labelledby="manage-user" className={styles.panel}>
          <h2 id="manage-user" ref={manageHeading} tabIndex={-1}>
            {USERS_TEXT.actionHeading(managed.displayName)}
          </h2>
          <UserActionForm key={managed.id} user={managed} onDone={afterChange} />
          <UserEmailForm key={`email-${managed.id}-${managed.email ?? ''}`} user={managed} onDone={afterChange} />
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
