/**
 * The modules this remote exposes, one per route the shell maps to it. A page not built yet points
 * at the coming-soon page; shipping it means pointing its entry at the real page.
 */
export const exposes: Record<string, string> = {
  './Result': './src/pages/coming-soon.tsx',
  './Certificate': './src/pages/coming-soon.tsx',
};
