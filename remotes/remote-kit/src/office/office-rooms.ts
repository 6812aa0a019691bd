import type { OfficeRole } from '@college/office-service/contract';

/**
 * The office's rooms other than administration: one per role, each a page of the vertical whose
 * work it is (`builtBy`). The shell's route table has one route per room with the same path and
 * title, served by that vertical's remote (checked by shell/src/routes/remotes.test.ts). The office
 * home's tiles and the office header's menu both list them.
 */
export interface Room {
  id: string;
  role: Exclude<OfficeRole, 'admin'>;
  path: string;
  title: string;
  /** What the room will be for, on its tile and its page. */
  purpose: string;
  /** The remote whose pages the room is. */
  builtBy: 'admissions' | 'info' | 'careers' | 'results';
}

export const ROOMS: readonly Room[] = [
  {
    id: 'admissions',
    role: 'admission_officer',
    path: '/office/admissions',
    title: 'Admissions office',
    purpose: 'Applications, their documents, merit lists and seat allotment.',
    builtBy: 'admissions',
  },
  {
    id: 'verification',
    role: 'document_verifier',
    path: '/office/verification',
    title: 'Document verification',
    purpose: 'Checking the documents applicants uploaded.',
    builtBy: 'admissions',
  },
  {
    id: 'accounts',
    role: 'accountant',
    path: '/office/accounts',
    title: 'Accounts office',
    purpose: 'Confirming fees paid at the counter or by UPI.',
    builtBy: 'admissions',
  },
  {
    id: 'content',
    role: 'content_editor',
    path: '/office/content',
    title: 'Website content',
    purpose: 'News and notices on the home page and News & Notifications.',
    builtBy: 'info',
  },
  {
    id: 'recruitment',
    role: 'recruitment_officer',
    path: '/office/recruitment',
    title: 'Recruitment office',
    purpose: 'Job applications received through the careers page.',
    builtBy: 'careers',
  },
  {
    id: 'results',
    role: 'results_officer',
    path: '/office/results',
    title: 'Results office',
    purpose: 'Talent Search results and their certificates.',
    builtBy: 'results',
  },
  {
    id: 'grievances',
    role: 'grievance_officer',
    path: '/office/grievances',
    title: 'Grievances office',
    purpose: 'Complaints and feedback sent through the website.',
    builtBy: 'info',
  },
];

/** The administrator's pages, in the office header's menu before the rooms. */
export const ADMIN_PAGES: readonly { path: string; title: string }[] = [
  { path: '/office/users', title: 'Office users' },
  { path: '/office/audit', title: 'Audit log' },
  { path: '/office/admissions/session', title: 'Admission session' },
];
