/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './Career': './src/pages/career-page.tsx',
  './CareerForm': './src/pages/career-form-page.tsx',
  './CareerConfirmation': './src/pages/career-confirmation-page.tsx',
};
