import { COLLEGE_TIME_LABEL } from '@college/office-service/contract';

/** The audit view: every word it shows. */
export const AUDIT_TEXT = {
  filtersForm: 'Filter the audit log',
  filtersHeading: 'Filters',
  user: 'User',
  anyUser: 'Any user',
  action: 'Action',
  anyAction: 'Any action',
  actionHint: 'The actions the log holds, by name; one without a name yet is listed by its code.',
  from: 'From (date)',
  to: 'To (date)',
  datesHint: `Days in India Standard Time (${COLLEGE_TIME_LABEL}), as the times are shown.`,
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
      ? `The newest ${count} entries are shown; narrow the filters (dates, user, action) for older ones, or download them all as CSV.`
      : `${count} ${count === 1 ? 'entry' : 'entries'}.`,
  partsFailedTitle: 'Part of the audit log is missing',
  partFailed: (service: string) => `The ${service} part of the log could not be read just now.`,
  csv: 'Download every matching entry as CSV',
  csvHint: `Every entry of these filters from every service, not only those shown, times in ${COLLEGE_TIME_LABEL}. The download is itself recorded in the log.`,
  csvPreparing: 'Preparing the CSV file…',
  csvFailedTitle: 'The CSV file was not made',
  csvPartsFailed: (services: readonly string[]) =>
    `The ${services.join(', ')} ${services.length === 1 ? 'part' : 'parts'} of the log could not be read just now, and a file without ${services.length === 1 ? 'it' : 'them'} would look complete. Please try again.`,
  csvFileName: (day: string) => `audit-log-${day}.csv`,
  fieldsLabel: 'Before and after',
  changed: 'changed',
  applicant: 'The applicant',
  columns: {
    at: `When (${COLLEGE_TIME_LABEL})`,
    service: 'Service',
    user: 'By',
    action: 'Action',
    record: 'Record',
    reason: 'Reason',
    address: 'Address',
  },
} as const;
