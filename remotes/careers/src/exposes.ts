/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './Career': './src/pages/career-page.tsx',
  './CareerForm': './src/pages/career-form-page.tsx',
  './CareerConfirmation': './src/pages/career-confirmation-page.tsx',
  './CareerStatus': './src/pages/career-status-page.tsx',
  // The recruitment office: staff pages under /office, never linked from public ones.
  './OfficeRecruitment': './src/pages/office-recruitment-page.tsx',
  './OfficeCareerApplication': './src/pages/office-career-application-page.tsx',
  './OfficeRecruitmentWindow': './src/pages/office-recruitment-window-page.tsx',
};
