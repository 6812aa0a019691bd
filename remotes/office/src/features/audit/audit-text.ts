/** The audit view: every word it shows. */
export const AUDIT_TEXT = {
  filtersForm: 'Filter the audit log',
  filtersHeading: 'Filters',
  user: 'User',
  anyUser: 'Any user',
  action: 'Action',
  actionHint: 'Exactly as listed, e.g. sign-in, role.grant, user.disable',
  from: 'From (date)',
  to: 'To (date)',
  dateNeeded: 'Please enter a date as YYYY-MM-DD.',
  toBeforeFrom: 'The end date must not be before the start date.',
  apply: 'Show entries',
  notSent: 'The filter was not applied.',
  clear: 'Clear filters',
  entriesHeading: 'Entries',
  caption: 'Audit log entries of every service, newest first',
  loading: 'Loading the audit log…',
  empty: 'No entries match these filters.',
  shown: (count: number, more: boolean) =>
    more
      ? `The newest ${count} entries are shown; narrow the filters (dates, user, action) for older ones.`
      : `${count} ${count === 1 ? 'entry' : 'entries'}.`,
  partsFailedTitle: 'Part of the audit log is missing',
  partFailed: (service: string) => `The ${service} part of the log could not be read just now.`,
  csv: 'Download these entries as CSV',
  csvFileName: (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`,
  columns: {
    at: 'When (UTC)',
    service: 'Service',
    user: 'By',
    action: 'Action',
    record: 'Record',
    reason: 'Reason',
    address: 'Address',
  },
} as const;
