import type { ReviewDecision } from '@college/admissions-service/office/scrutiny';

const documentCount = (n: number) => (n === 1 ? '1 document' : `${n} documents`);

/** The scrutiny panel: every word it shows. */
export const SCRUTINY_TEXT = {
  heading: 'Scrutiny of the documents',
  loading: 'Loading the scrutiny…',
  loadFailed: 'The scrutiny could not be loaded.',
  retry: 'Try again',
  // "Status", never "State": the address has a State (Uttar Pradesh) too.
  state: 'Status',
  pending: 'Not reviewed yet',
  reviewedBy: (decision: string, by: string, at: string) => `${decision} by ${by} on ${at}`,
  facts: (kind: string, size: string, sentAgain: boolean, on: string) =>
    `${kind.toUpperCase()}, ${size}, ${sentAgain ? 'sent again' : 'uploaded'} on ${on}`,
  documentAlt: (label: string, name: string | undefined) => (name ? `${label} of ${name}` : label),
  openImage: (alt: string) => `Open the ${alt} at full size`,
  open: 'Open the document',
  showHere: 'Show it here',
  historyHeading: 'Earlier files',
  earlierFile: (at: string) => `File sent on ${at}`,

  form: 'Decisions on the documents',
  decisionLabel: 'Decision',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason…',
  noteLabel: 'In your words (the applicant reads this)',
  noteHint: 'Needed for a rejection and for "Other".',
  /** The error summary's names for a document's fields. */
  fieldNames: { decision: 'decision', reason_code: 'reason', note: 'your words' } as Record<string, string>,
  decisionsName: 'Decisions',
  unsaved: 'Changed, not saved yet',
  remaining: (n: number) => (n === 1 ? 'One document has no decision yet.' : `${n} documents have no decision yet.`),
  approveRemaining: 'Approve all remaining',
  approvedRemaining: (n: number) =>
    `${n === 1 ? 'One document' : `${n} documents`} set to approve: nothing is saved until you press "Save the decisions".`,
  save: 'Save the decisions',
  notSaved: 'The decisions were not saved.',
  /** What one save did, in counts; a query reaches the applicant only when it is sent. */
  saved: (counts: { approved: number; queried: number; rejected: number }) => {
    const parts = [
      counts.approved && `${documentCount(counts.approved)} approved`,
      counts.queried && `${documentCount(counts.queried)} marked with a query`,
      counts.rejected && `${documentCount(counts.rejected)} rejected`,
    ].filter(Boolean);
    const told = counts.queried ? ' The applicant is told only when you send the query (below).' : '';
    return `Saved: ${parts.join(', ')}.${told}`;
  },
  unsavedFirst: 'Some decisions above are not saved yet: save them first.',

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
/** The choices in the order a clerk weighs them: the rare reject last. */
export const DECISION_ORDER: readonly ReviewDecision[] = ['approved', 'queried', 'rejected'];
