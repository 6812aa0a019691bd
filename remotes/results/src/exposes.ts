/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './Result': './src/pages/result-page.tsx',
  './Certificate': './src/pages/certificate-page.tsx',
  // The results office: staff pages, English only.
  './OfficeResults': './src/pages/office-results-page.tsx',
  './OfficeCorrect': './src/pages/office-correct-page.tsx',
};
