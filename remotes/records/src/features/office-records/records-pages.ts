/**
 * The content editor's records pages: each a route of the shell's table (same path
 * and title, checked by shell/src/routes/remotes.test.ts) and the roles that open it.
 */
export const RECORDS_OFFICE_PAGES = {
  records: { path: '/office/records', title: 'Public records', roles: ['content_editor'] },
  dataset: { path: '/office/records/:dataset', title: 'Records dataset', roles: ['content_editor'] },
} as const satisfies Record<string, { path: string; title: string; roles: readonly string[] }>;

export const officeDatasetPage = (dataset: string) => `/office/records/${encodeURIComponent(dataset)}`;
