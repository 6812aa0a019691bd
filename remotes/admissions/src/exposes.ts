/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './Admission': './src/pages/admission-page.tsx',
  './Payment': './src/pages/payment-page.tsx',
  './Success': './src/pages/success-page.tsx',
  './Status': './src/pages/status-page.tsx',
  './MeritList': './src/pages/merit-list-page.tsx',
  // The admissions office: staff pages under /office, never linked from public ones.
  './OfficeAdmissions': './src/pages/office-admissions-page.tsx',
  './OfficeInbox': './src/pages/office-inbox-page.tsx',
  './OfficeApplication': './src/pages/office-application-page.tsx',
  './OfficeMerit': './src/pages/office-merit-page.tsx',
  './OfficeSession': './src/pages/office-session-page.tsx',
  './OfficePayments': './src/pages/office-payments-page.tsx',
  './OfficeStatement': './src/pages/office-statement-page.tsx',
  './OfficeCounter': './src/pages/office-counter-page.tsx',
};
