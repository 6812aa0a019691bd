/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './SignIn': './src/pages/sign-in-page.tsx',
  './SetUp': './src/pages/set-up-page.tsx',
  './Home': './src/pages/home-page.tsx',
  './Account': './src/pages/account-page.tsx',
  './Users': './src/pages/users-page.tsx',
  './Audit': './src/pages/audit-page.tsx',
};
