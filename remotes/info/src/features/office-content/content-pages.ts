import type { OfficeRole } from '@college/office-service/contract';

/**
 * The content editor's office pages: each a route of the shell's table (same path and
 * title, checked by shell/src/routes/remotes.test.ts) and the roles that open it.
 */
export const CONTENT_OFFICE_PAGES = {
  content: { path: '/office/content', title: 'Website content', roles: ['content_editor'] },
  notice: { path: '/office/content/news/:id', title: 'Notice', roles: ['content_editor'] },
} as const satisfies Record<string, { path: string; title: string; roles: readonly OfficeRole[] }>;

export const officeNoticePage = (id: number) => `/office/content/news/${id}`;
