/**
 * The modules this remote exposes, one per route the shell maps to it. A page not built yet points
 * at the coming-soon page; shipping it means pointing its entry at the real page.
 */
export const exposes: Record<string, string> = {
  './Career': './src/pages/career-page.tsx',
  './CareerForm': './src/pages/career-form-page.tsx',
  './CareerConfirmation': './src/pages/career-confirmation-page.tsx',
};

/**
 * The page titles of the coming-soon modules, for their prerendered HTML (the shell passes the same
 * titles at run time from its route table).
 */
export const prerenderProps: Record<string, { title: string }> = {};
