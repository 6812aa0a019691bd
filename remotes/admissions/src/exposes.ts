/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './Admission': './src/pages/admission-page.tsx',
  './Payment': './src/pages/payment-page.tsx',
  './Success': './src/pages/success-page.tsx',
  './Status': './src/pages/status-page.tsx',
};
