import { Alert, Card, Link } from '@college/design-system';
import { NOTICES_PATH } from '@college/office-service/contract';
import { type LockNotice, noticesAnswerSchema } from '@college/office-service/office/users';
import { getJson, useResource } from '@college/remote-kit';
import { OFFICE_MESSAGES_SUMMARY_PATH, messagesSummarySchema } from '@college/info-service/office/messages';
import { OFFICE_APPLICATIONS_PATH } from '@college/admissions-service/contract';
import { OFFICE_PAYMENTS_PATH } from '@college/admissions-service/office/payments';
import {
  DATASET_LABELS,
  IMPORTS_WAITING_PATH,
  importsWaitingAnswerSchema,
  isDatasetName,
} from '@college/records-service/office/records';
import * as v from 'valibot';
import { OFFICE_PATHS } from '../shared/office-paths';
import { ROOMS, useOfficeSession } from '@college/remote-kit/office';
import { HOME_TEXT } from './home-text';
import styles from './office-tiles.module.css';

/** The admissions remote's page where the admin sets the admission session. */
const ADMISSION_SESSION_PAGE = '/office/admissions/session';

interface Tile {
  to: string;
  title: string;
  purpose: string;
  note?: string;
}

/**
 * What waits in the grievances room, for its tile: new, in progress, and complaints overdue (the
 * grievance-redressal rule). Asked only of a grievance officer; nothing is said while it loads or
 * if it cannot be read (the room itself says more).
 */
function useGrievancesNote(wanted: boolean): string | undefined {
  const summary = useResource(
    (signal) => (wanted ? getJson(OFFICE_MESSAGES_SUMMARY_PATH, messagesSummarySchema, signal) : Promise.resolve(null)),
    [wanted],
  );
  return summary.status === 'ready' && summary.data ? HOME_TEXT.grievances(summary.data.data) : undefined;
}

/** Only the count of a room's list (asked with count=only: no rows come). */
const listTotalSchema = v.object({ data: v.object({ total: v.number() }) });

/**
 * How many wait in a room, from the total of its own list as the room shows it (`path` with the
 * room's filter), for its tile; asked only of a user who works there, and nothing is said while
 * it loads or if it cannot be read (the room itself says more).
 */
function useWaiting(path: string | null, say: (count: number) => string): string | undefined {
  const answer = useResource(
    (signal) => (path ? getJson(path, listTotalSchema, signal) : Promise.resolve(null)),
    [path],
  );
  return answer.status === 'ready' && answer.data ? say(answer.data.data.total) : undefined;
}

/**
 * Records sheets checked and kept but not confirmed, for the content room's tile (a clerk who
 * previewed a sheet and was called away finds it here within the day it is kept).
 */
function useSheetsWaiting(wanted: boolean): string | undefined {
  const answer = useResource(
    (signal) => (wanted ? getJson(IMPORTS_WAITING_PATH, importsWaitingAnswerSchema, signal) : Promise.resolve(null)),
    [wanted],
  );
  if (answer.status !== 'ready' || !answer.data) return undefined;
  const names = answer.data.data.map(({ dataset }) => (isDatasetName(dataset) ? DATASET_LABELS[dataset] : dataset));
  return HOME_TEXT.sheetsWaiting(names) || undefined;
}

/**
 * Usernames locked after many failed sign-ins from many places: every admin is told on the home
 * page (the lock is also in the audit log). Nothing is said while it loads or if it cannot be read.
 */
function useLockNotices(wanted: boolean): LockNotice[] {
  const notices = useResource(
    (signal) => (wanted ? getJson(NOTICES_PATH, noticesAnswerSchema, signal) : Promise.resolve(null)),
    [wanted],
  );
  return notices.status === 'ready' && notices.data ? notices.data.locks : [];
}

/** One tile per room the signed-in user's roles open (and nothing else), then their account. */
export function OfficeTiles() {
  const { me, has } = useOfficeSession();
  const grievances = useGrievancesNote(has('grievance_officer'));
  const scrutiny = useWaiting(
    has('admission_officer') || has('document_verifier')
      ? `${OFFICE_APPLICATIONS_PATH}?state=to_scrutinise&count=only`
      : null,
    HOME_TEXT.toScrutinise,
  );
  const claims = useWaiting(
    has('accountant') ? `${OFFICE_PAYMENTS_PATH}?state=claimed&count=only` : null,
    HOME_TEXT.claims,
  );
  const sheets = useSheetsWaiting(has('content_editor'));
  const notes: Partial<Record<string, string>> = {
    grievances,
    content: sheets,
    admissions: scrutiny,
    verification: scrutiny,
    accounts: claims,
  };
  const locks = useLockNotices(has('admin'));
  const tiles: Tile[] = [
    ...(has('admin')
      ? [
          { to: OFFICE_PATHS.users, title: HOME_TEXT.users, purpose: HOME_TEXT.usersPurpose },
          { to: OFFICE_PATHS.audit, title: HOME_TEXT.audit, purpose: HOME_TEXT.auditPurpose },
          { to: ADMISSION_SESSION_PAGE, title: HOME_TEXT.session, purpose: HOME_TEXT.sessionPurpose },
        ]
      : []),
    ...ROOMS.filter((room) => has(room.role)).map((room) => ({
      to: room.path,
      title: room.title,
      purpose: room.purpose,
      note: notes[room.id],
    })),
    { to: OFFICE_PATHS.account, title: HOME_TEXT.account, purpose: HOME_TEXT.accountPurpose },
  ];
  return (
    <>
      <p>{HOME_TEXT.welcome(me.user.displayName)}</p>
      {locks.length > 0 && (
        <Alert tone="warning" title={HOME_TEXT.locksTitle}>
          <ul>
            {locks.map((lock) => (
              <li key={lock.username}>{HOME_TEXT.lock(lock)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ul className={styles.tiles} aria-label={HOME_TEXT.tilesLabel}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Card as="h2" title={<Link to={tile.to}>{tile.title}</Link>}>
              <p>{tile.purpose}</p>
              {tile.note && <p className={styles.note}>{tile.note}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
