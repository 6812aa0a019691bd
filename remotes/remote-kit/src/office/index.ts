/**
 * The office's page frame for every remote that has office pages (the office's own, and each
 * vertical's office room): the signed-in session, sign-in and no-access handling, CSRF-carrying
 * writes. A separate entry so public pages never bundle it.
 */
export {
  OfficeBody,
  OfficePage,
  useOfficeSession,
  useRefusedRead,
  type OfficePageProps,
  type OfficeSession,
} from './office-page';
export { ListState } from './list-state';
export { Loaded } from './office-loaded';
export { SheetProblems } from './sheet-problems';
export { PreviewTable, SheetPreview, type PreviewCount } from './sheet-preview';
/** The class names of the office rooms' shared layout (`styles.form`, `styles.actions`, …). */
export { default as officeRoom } from './office-room.module.css';
/** The class names of an office list's filter form and pager (`filters`, `summary`, `pages`, …). */
export { default as officeList } from './office-list.module.css';
export { useOfficeForm } from './use-office-form';
export { clearKeptTyping, type KeptForm, useKeptTyping } from './kept-typing';
export { KeptTypingNote } from './kept-typing-note';
export { forbidden, getMe, officePost, officePostForm, signInNeeded, signOut } from './office-api';
export { OFFICE_BAR_ID, OFFICE_HOME_PATH, OFFICE_SIGN_IN_PATH, signInFor } from './office-paths';
export { OFFICE_TEXT, ROLE_NAMES } from './office-text';
/** CSV downloads written like every export of the portal (one writer: the service kit's), and read by its one reader. */
export { parseCsv, toCsv } from '@college/service-kit/csv';
/**
 * Times as the office shows them, on the college's clock: "06-12-2026 14:05:09 IST" (`stamp`),
 * "06-12-2026 14:05 IST" (`minute`), "06-12-2026" (`day`); `collegeDay` gives the day YYYY-MM-DD.
 */
export { collegeDay, collegeTime } from '@college/service-kit/college-time';
export { ADMIN_PAGES, ROOMS, type Room } from './office-rooms';
export { OfficeBar } from './office-bar';
export { downloadCsv } from './download-csv';
export { printSheet, type PrintSheetKind, usePrinting } from './print-sheet';
