import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from '@college/design-system';
import type { MeAnswer } from '@college/office-service/contract';
import { signOut } from './office-api';
import { OFFICE_BAR_ID, OFFICE_SIGN_IN_PATH } from './office-paths';
import { ADMIN_PAGES, ROOMS } from './office-rooms';
import styles from './office-bar.module.css';

/** The office is English for now, as its pages are. */
export const OFFICE_BAR_TEXT = {
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

/** The page a room's link marks as current: the room's own page or one inside it. */
const isIn = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The signed-in user's part of the office header: their name, the rooms their roles open, their
 * account and signing out. The page draws it (it has the session already) into the place the
 * shell's office header keeps for it; nothing is drawn where there is no such place.
 */
export function OfficeBar({ me }: { me: MeAnswer }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  // After mount: the page as first drawn (and prerendered) has an empty header place.
  useEffect(() => setSlot(document.getElementById(OFFICE_BAR_ID)), []);

  const leave = async () => {
    setLeaving(true);
    setFailed(null);
    try {
      await signOut('here', me.csrfToken);
    } catch (error) {
      setFailed(`${OFFICE_BAR_TEXT.signOutFailed} ${(error as Error).message}`);
      setLeaving(false);
      return;
    }
    navigate(OFFICE_SIGN_IN_PATH, { replace: true, state: { signedOut: true } });
  };

  if (!slot) return null;
  return createPortal(
    <div className={styles.bar}>
      <div className={styles.user}>
        <span>
          {OFFICE_BAR_TEXT.signedInAs} <strong>{me.user.displayName}</strong>
        </span>
        <Link
          to="/office/account"
          className={styles.link}
          aria-current={isIn(pathname, '/office/account') ? 'page' : undefined}
        >
          {OFFICE_BAR_TEXT.account}
        </Link>
        <button type="button" className={styles.signOut} onClick={leave} disabled={leaving}>
          {OFFICE_BAR_TEXT.signOut}
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
      <nav aria-label={OFFICE_BAR_TEXT.rooms}>
        <ul className={styles.rooms}>
          {roomsOf(me).map((room) => (
            <li key={room.path}>
              <Link
                to={room.path}
                className={styles.link}
                aria-current={isIn(pathname, room.path) ? 'page' : undefined}
              >
                {room.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>,
    slot,
  );
}
