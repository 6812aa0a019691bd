import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Link, PageHeader, Spinner, useLocation, useNavigate } from '@college/design-system';
import { useResource } from '../use-resource';
import type { MeAnswer, OfficeRole } from '@college/office-service/contract';
import { forbidden, getMe, signInNeeded } from './office-api';
import { OfficeBar } from './office-bar';
import { OFFICE_HOME_PATH, signInFor } from './office-paths';
import { OFFICE_TEXT } from './office-text';
import styles from './office-page.module.css';

export interface OfficeSession {
  me: MeAnswer;
  csrfToken: string;
  has: (role: OfficeRole) => boolean;
  /**
   * For a failed office call: 401 goes to sign-in (and back here after), a 403 for want of a role
   * shows the no-access page. True when it was one of those (the caller shows nothing more).
   */
  refused: (error: unknown) => boolean;
}

const SessionContext = createContext<OfficeSession | null>(null);

export function useOfficeSession(): OfficeSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useOfficeSession() outside an OfficePage');
  return session;
}

/**
 * For an office read that failed: a 401 or a role's 403 is handed to the frame (sign-in, or the
 * no-access page) after render, never during it; true when the error is one of those, so the
 * caller shows nothing more. `error`: the read's error, or null while it has none.
 */
export function useRefusedRead(error: unknown): boolean {
  const { refused } = useOfficeSession();
  useEffect(() => {
    if (error) refused(error);
  }, [error, refused]);
  return Boolean(error) && (signInNeeded(error) || forbidden(error));
}

export interface OfficePageProps {
  title: string;
  /** The role the page needs, or roles any one of which opens it (none: any signed-in office user). */
  needs?: OfficeRole | readonly OfficeRole[];
  children: ReactNode;
}

/**
 * Every office page but sign-in and set-up: the page's heading at once (also in the prerendered
 * HTML, which has no data), then the signed-in user's session, or sign-in (coming back here
 * afterwards), or the no-access page for a user without the role.
 */
export function OfficePage({ title, needs, children }: OfficePageProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const me = useResource((signal) => getMe(signal));
  const [refusedHere, setRefusedHere] = useState(false);
  const header = useRef<HTMLDivElement>(null);

  const goSignIn = me.status === 'error' ? signInNeeded(me.error) : me.status === 'ready' && me.data.stage !== 'full';
  const needed: readonly OfficeRole[] | undefined = typeof needs === 'string' ? [needs] : needs;
  const signedIn = me.status === 'ready' && me.data.stage !== 'signed_out' ? me.data : undefined;
  const lacksRole =
    signedIn !== undefined && needed !== undefined && !signedIn.roles.some((grant) => needed.includes(grant.role));
  const noAccess = lacksRole || refusedHere;

  useEffect(() => {
    if (goSignIn) navigate(signInFor(pathname + search), { replace: true });
  }, [goSignIn, navigate, pathname, search]);

  // The heading changed to say so: take focus there, so it is heard.
  useEffect(() => {
    if (!noAccess) return;
    const heading = header.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [noAccess]);

  const here = pathname + search;
  const refused = useCallback(
    (error: unknown) => {
      if (signInNeeded(error)) {
        navigate(signInFor(here), { replace: true });
        return true;
      }
      if (forbidden(error)) {
        setRefusedHere(true);
        return true;
      }
      return false;
    },
    [navigate, here],
  );
  const session = useMemo<OfficeSession | undefined>(
    () =>
      signedIn && {
        me: signedIn,
        csrfToken: signedIn.csrfToken,
        has: (role) => signedIn.roles.some((grant) => grant.role === role),
        refused,
      },
    [signedIn, refused],
  );

  let body: ReactNode;
  if (noAccess) {
    body = (
      <>
        <p>{OFFICE_TEXT.forbidden}</p>
        <p>
          <Link to={OFFICE_HOME_PATH}>{OFFICE_TEXT.backHome}</Link>
        </p>
      </>
    );
  } else if (session && !goSignIn) {
    body = <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  } else if (me.status === 'error' && !goSignIn) {
    body = (
      <Alert
        tone="danger"
        title={OFFICE_TEXT.loadFailedTitle}
        action={<Button onClick={me.reload}>{OFFICE_TEXT.tryAgain}</Button>}
      >
        <p>{me.error.message}</p>
      </Alert>
    );
  } else {
    body = <Spinner label={OFFICE_TEXT.checking} showLabel />;
  }

  return (
    <>
      {/* The signed-in user's part of the office header (the user may lack this page's role). */}
      {signedIn && !goSignIn && <OfficeBar me={signedIn} />}
      {/* Off paper when the page prints a sheet of its own (the sheet has its heading): its banner too. */}
      <div ref={header} data-print-hidden="">
        <PageHeader title={noAccess ? OFFICE_TEXT.forbiddenTitle : title} />
      </div>
      <OfficeBody>{body}</OfficeBody>
    </>
  );
}

/** The office pages' column under the heading (also the door's pages, which have no session frame). */
export function OfficeBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
