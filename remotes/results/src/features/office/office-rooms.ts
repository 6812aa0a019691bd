/**
 * The results office's pages: each a route of the shell's table (same path and title,
 * checked by shell/src/routes/remotes.test.ts) and the roles that open it.
 */
export const RESULTS_OFFICE_PAGES = {
  results: { path: '/office/results', title: 'Results office', roles: ['results_officer'] },
  correct: { path: '/office/results/correct', title: 'Correct a result', roles: ['results_officer'] },
} as const satisfies Record<string, { path: string; title: string; roles: readonly string[] }>;
