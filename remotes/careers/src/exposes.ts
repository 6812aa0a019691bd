/**
 * The modules this remote exposes, one per route the shell maps to it. A page not built yet points
 * at the coming-soon page; shipping it means pointing its entry at the real page.
 */
export const exposes: Record<string, string> = {
  './Career': './src/pages/coming-soon.tsx',
  './CareerForm': './src/pages/coming-soon.tsx',
  './CareerConfirmation': './src/pages/coming-soon.tsx',
};
