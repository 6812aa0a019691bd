/**
 * The demo office accounts, one per role, with known passwords and authenticator secrets: for
 * trying the office and for the tests. Server side only: the office contract (which the office
 * pages bundle) must not import this, or the secrets ship in public JavaScript; the ESLint import
 * boundary keeps remotes to the contract, and test/demo-accounts.test.ts walks the contract's imports.
 * Imports nothing but the kit's role list, so tests, e2e journeys and benches can use it.
 */
import { OFFICE_ROLES, type OfficeRole } from '@college/service-kit/office-roles';

/** One demo account: seeded while the settings say "demo": true. */
export interface DemoAccount {
  username: string;
  displayName: string;
  role: OfficeRole;
  password: string;
  /** Base32 TOTP secret: add it to any authenticator app. */
  totpSecret: string;
}

const DEMO_SECRETS: Record<OfficeRole, string> = {
  admin: 'SSMKRRPCJUONTYTSFVEJ24FYZVMZNNYV',
  admission_officer: '2OG6TKFKFI72SKBN7SUPZGKLRP5M6QH7',
  document_verifier: 'DEJJNBKMOIHAUWQTFSEFPDDKE4HOCLOW',
  accountant: '2YGSAHF4F4RL7B5URCMSEVA5DXCZ6O3R',
  content_editor: 'Q2FIMSWMWY24I7MFLQA2XDLH5JVLD6TP',
  recruitment_officer: '2SBNKROBRAGS636RQYSGUXO4O7RQNC4A',
  results_officer: 'RMUGFQD2NLM36WHX2Q2B6Q7UPEFEX73T',
  grievance_officer: 'EG7IVILGH57X5JYQTAP2E5FWXQMGVDUT',
};
const roleTitle = (role: string) => role.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const DEMO_ACCOUNTS: readonly DemoAccount[] = OFFICE_ROLES.map((role) => ({
  username: `demo.${role.replace(/_/g, '-')}`,
  displayName: `Demo ${roleTitle(role)}`,
  role,
  password: `demo-${role.replace(/_/g, '-')}-password`,
  totpSecret: DEMO_SECRETS[role],
}));
