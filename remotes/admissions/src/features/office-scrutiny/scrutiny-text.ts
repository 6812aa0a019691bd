import type { ReviewDecision } from '@college/admissions-service/office/scrutiny';

/** The scrutiny panel: every word it shows. */
export const SCRUTINY_TEXT = {
  heading: 'Scrutiny of the documents',
  loading: 'Loading the scrutiny…',
  loadFailed: 'The scrutiny could not be loaded.',
  retry: 'Try again',
  state: 'Where it stands',
  pending: 'Not reviewed yet',
  reviewedBy: (decision: string, by: string, at: string) => `${decision} by ${by} on ${at}`,
  current: (n: number) => (n === 1 ? 'Open the document' : `Open the document (version ${n}, sent again)`),
  historyHeading: 'Earlier versions',
  version: (n: number, at: string) => `Version ${n}, sent on ${at}`,
  decisionLabel: 'Decision',
  decisionPlaceholder: 'Choose…',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason…',
  noteLabel: 'In your words (the applicant reads this)',
  noteHint: 'Needed for a rejection and for "Other".',
  save: 'Save the decision',
  reviewForm: (label: string) => `Review of the ${label}`,
  reviewNotSent: 'The review was not saved.',
  saved: 'Saved.',

  queryHeading: 'Query to the applicant',
  queryIntro:
    'The applicant gets one e-mail and sees on the status page every document marked with a query, with its reason.',
  queryNone: 'No document is marked with a query.',
  queryCount: (n: number) =>
    n === 1 ? 'One document is marked with a query.' : `${n} documents are marked with a query.`,
  sendQuery: 'Send query to applicant',
  queryNotSent: 'The query was not sent.',
  querySent: (at: string) => `A query was sent on ${at}; waiting for the applicant's new documents.`,

  verdictHeading: 'Verdict',
  verdictForm: 'Verdict on the application',
  verdictLabel: 'Verdict',
  verdictPlaceholder: 'Choose…',
  verdictOptions: { verified: 'Verify the application', rejected: 'Reject the application' },
  /** The verdict as done: "Verified by … on …". */
  verdictDone: { verified: 'Verified', rejected: 'Rejected' },
  verifyNeeds: 'To verify, every document must be approved.',
  verdictReason: 'Reason for the rejection (the applicant reads this)',
  decide: 'Record the verdict',
  verdictNotSent: 'The verdict was not recorded.',
  decided: (verdict: string, by: string, at: string) => `${verdict} by ${by} on ${at}.`,
  verdictReasonWas: (reason: string) => `The reason: ${reason}`,
  closed: 'The scrutiny of this application is closed.',
  reopen: {
    open: 'Reopen the application…',
    form: 'Reopen the application',
    what: 'Reopening takes back the rejection: the application goes back under scrutiny, its documents as reviewed, and the applicant is told by e-mail, with your reason.',
    reason: 'Why is it reopened? (required; the applicant reads it)',
    confirm: 'Reopen the application',
    cancel: 'Cancel',
    notSent: 'The application was not reopened.',
  },

  staleTitle: 'This application changed',
  reload: 'Reload',
} as const;

export const DECISION_OPTIONS: Record<ReviewDecision, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  queried: 'Raise a query',
};
