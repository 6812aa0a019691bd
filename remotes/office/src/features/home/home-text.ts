import { collegeTime } from '@college/office-service/contract';

/** The office home: its tiles' words. */
export const HOME_TEXT = {
  welcome: (name: string) => `Signed in as ${name}.`,
  tilesLabel: 'What you can open',
  users: 'Office users',
  usersPurpose: 'Add staff, give and take roles, reset passwords and second factors, unlock and disable accounts.',
  audit: 'Audit log',
  auditPurpose: 'Who signed in and what was changed, with filters and a CSV file to download.',
  session: 'Admission session',
  sessionPurpose:
    'The academic year, the registration window and the fee deadline the public pages and the admissions service follow.',
  locksTitle: 'Sign-in locked after many failed attempts',
  /** An account-wide lock: someone tried many passwords for the username from many places. */
  lock: (lock: { username: string; lockedUntil: string; failures: number; addresses: number }) =>
    `${lock.username}: ${lock.failures} failed sign-ins from ${lock.addresses} addresses; locked until ${collegeTime(lock.lockedUntil, 'minute')} except where the user signed in lately. Unlock it on the office users page if the user needs it sooner.`,
  account: 'Your account',
  accountPurpose: 'Your name and roles; sign out here or on every device.',
  /** The admissions and verification rooms' tiles: applications submitted or under scrutiny. */
  toScrutinise: (count: number) =>
    count === 0
      ? 'No application waits for scrutiny.'
      : `${count} ${count === 1 ? 'application waits' : 'applications wait'} for scrutiny.`,
  /** The accounts room's tile: online payment claims not yet checked against the bank. */
  claims: (count: number) =>
    count === 0
      ? 'No online payment claim to verify.'
      : `${count} online payment ${count === 1 ? 'claim' : 'claims'} to verify.`,
  /** The grievances room's tile: what waits there. */
  grievances: (counts: {
    new: number;
    in_progress: number;
    overdue: number;
    overdueDays: number;
    assigned_to_you?: number;
  }) =>
    [
      `${counts.new} new, ${counts.in_progress} in progress.`,
      counts.assigned_to_you ? `${counts.assigned_to_you} assigned to you.` : '',
      counts.overdue > 0
        ? `${counts.overdue} ${counts.overdue === 1 ? 'complaint is' : 'complaints are'} overdue (open longer than ${counts.overdueDays} days).`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  /** The website content room's tile: records sheets previewed and kept, not yet confirmed. */
  sheetsWaiting: (datasets: string[]) =>
    datasets.length === 0
      ? ''
      : `${datasets.length} records ${datasets.length === 1 ? 'sheet is' : 'sheets are'} checked but not yet confirmed (${datasets.join(', ')}); a preview is kept for a day.`,
} as const;
