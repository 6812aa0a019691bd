import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { MeAnswer } from '@college/office-service/contract';
import { ADMIN_PAGES, getMe, OFFICE_HOME_PATH, OFFICE_SIGN_IN_PATH, ROOMS, signOut } from '@college/remote-kit/office';
import { siteFor } from '../site';
import { Logo } from './logo';
import styles from './office-header.module.css';

/** The office is English for now, as its pages are. */
export const OFFICE_HEADER_TEXT = {
  skip: 'Skip to the page',
  office: 'Office',
  homeLink: 'office home',
  rooms: 'Office rooms',
  signedInAs: 'Signed in as',
  account: 'Your account',
  signOut: 'Sign out',
  signOutFailed: 'You are still signed in:',
} as const;

/** The rooms the user's roles open: the administrator's pages first, then one room per role. */
function roomsOf(me: MeAnswer) {
  const has = (role: string) => me.roles.some((grant) => grant.role === role);
  return [...(has('admin') ? ADMIN_PAGES : []), ...ROOMS.filter((room) => has(room.role))];
}

/**
 * The office's own header on every /office page, instead of the public site's menu, footer and
 * language switch: the office home, the rooms the signed-in user's roles open, the user's name,
 * their account and signing out. Before "who am I" answers (and in the prerendered page) it shows
 * the office home link alone; it asks again on each office page, since signing in or out happens
 * between pages.
 */
export default function OfficeHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [me, setMe] = useState<MeAnswer | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const site = siteFor('en');

  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal).then(
      (answer) => setMe(answer.stage === 'full' ? answer : null),
      // Unanswered: the page itself says so; the header just stays bare.
      () => undefined,
    );
    return () => controller.abort();
  }, [pathname]);

  const leave = async () => {
    if (!me) return;
    setLeaving(true);
    setFailed(null);
    try {
      await signOut('here', me.csrfToken);
    } catch (error) {
      setFailed(`${OFFICE_HEADER_TEXT.signOutFailed} ${(error as Error).message}`);
      return;
    } finally {
      setLeaving(false);
    }
    setMe(null);
    navigate(OFFICE_SIGN_IN_PATH, { replace: true, state: { signedOut: true } });
  };

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {OFFICE_HEADER_TEXT.skip}
      </a>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Logo size={36} />
          <Link to={OFFICE_HOME_PATH} className={styles.name}>
            {site.name} {OFFICE_HEADER_TEXT.office}{' '}
            <span className="ds-visually-hidden">({OFFICE_HEADER_TEXT.homeLink})</span>
          </Link>
        </div>
        {me && (
          <div className={styles.user}>
            <span>
              {OFFICE_HEADER_TEXT.signedInAs} <strong>{me.user.displayName}</strong>
            </span>
            <NavLink to="/office/account" className={styles.link}>
              {OFFICE_HEADER_TEXT.account}
            </NavLink>
            <button type="button" className={styles.signOut} onClick={leave} disabled={leaving}>
              {OFFICE_HEADER_TEXT.signOut}
            </button>
          </div>
        )}
      </div>
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
      {me && (
        <nav aria-label={OFFICE_HEADER_TEXT.rooms} className={styles.nav}>
          <ul className={styles.rooms}>
            {roomsOf(me).map((room) => (
              <li key={room.path}>
                <NavLink to={room.path} className={styles.link}>
                  {room.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
