import type { OfficeRole } from '@college/office-service/contract';

/** The grievance officer's pages: routes of the shell's table, same path and title. */
export const MESSAGES_OFFICE_PAGES = {
  inbox: { path: '/office/grievances', title: 'Grievances office', roles: ['grievance_officer'] },
  message: { path: '/office/grievances/:reference', title: 'Message', roles: ['grievance_officer'] },
} as const satisfies Record<string, { path: string; title: string; roles: readonly OfficeRole[] }>;

export const officeMessagePage = (reference: string) => `/office/grievances/${encodeURIComponent(reference)}`;
