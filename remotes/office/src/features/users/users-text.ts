import type { UserAction } from '@college/office-service/contract';

/** User administration: every word the page shows. */
export const USERS_TEXT = {
  listHeading: 'Office users',
  caption: 'Office users',
  loading: 'Loading the office users…',
  name: 'Name',
  username: 'Username',
  roles: 'Roles',
  status: 'Status',
  manage: 'Manage',
  manageUser: (name: string) => `Manage ${name}`,
  statusWords: {
    disabled: 'Disabled',
    locked: 'Locked after failed sign-ins',
    noPassword: 'Set-up code not used yet',
    noSecondFactor: 'No authenticator app yet',
    demo: 'Demo account',
    active: 'Active',
  },

  addHeading: 'Add a user',
  addForm: 'Add an office user',
  addIntro: 'The new user sets a password with the one-time set-up code shown after adding, within three days.',
  usernameHint: '3 to 60 lower-case letters, digits, dots, dashes or underscores, e.g. asha.k',
  displayNameLabel: 'Full name',
  rolesLegend: 'Roles',
  add: 'Add user',
  addNotSent: 'The user was not added.',
  setupCodeTitle: (name: string) => `Set-up code for ${name}`,
  setupCodeOnce: 'Give this code to the user in person or by phone. It is shown only now, and works once until',
  setupCodeWhere: 'The user enters it at the office set-up page, /office/set-up, with the username.',

  actionHeading: (name: string) => `Change ${name}'s account`,
  actionForm: (name: string) => `Change ${name}'s account`,
  actionLabel: 'What to do',
  actionPlaceholder: 'Choose…',
  actionNeeded: 'Please choose what to do.',
  roleLabel: 'Role',
  rolePlaceholder: 'Choose a role…',
  roleNeeded: 'Please choose a role.',
  reasonRequired: 'Reason (kept in the audit log)',
  reasonOptional: 'Reason (optional, kept in the audit log)',
  apply: 'Apply',
  actionNotSent: 'The change was not made.',
  done: 'Done',
  actionDone: (what: string, name: string) => `${what}: ${name}.`,
  close: 'Close',
} as const;

/** The admin API's user actions as the select shows them. */
export const ACTION_NAMES: Record<UserAction, string> = {
  roles: 'Give a role',
  'revoke-role': 'Take a role away',
  'reset-password': 'Reset the password (gives a new set-up code)',
  'reset-second-factor': 'Reset the authenticator app',
  disable: 'Disable the account',
  enable: 'Enable the account',
  unlock: 'Unlock after failed sign-ins',
  'end-sessions': 'Sign the user out everywhere',
};
