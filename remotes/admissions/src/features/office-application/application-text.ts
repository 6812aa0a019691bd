import { formatFileSize } from '@college/design-system';

/** The office's page of one application: every word it shows. */
export const APPLICATION_TEXT = {
  loading: 'Loading the application…',
  back: 'Back to the applications',
  notFoundTitle: 'No application has this number',
  notFound: 'Check the number, or find the application in the inbox by name or mobile number.',
  factsLabel: 'The application at a glance',
  facts: {
    number: 'Application number',
    submitted: 'Submitted on',
    course: 'Course',
    // "Status": the address has a State (Uttar Pradesh) too.
    state: 'Status',
    payment: 'Payment',
  },
  fieldsHeading: 'The application',
  documentsHeading: 'Documents',
  corrections: {
    heading: 'Corrected by the applicant',
    intro:
      'Before the scrutiny began, the applicant corrected these fields on the status page. The application above shows the corrected values.',
    caption: "The applicant's corrections, oldest first",
    when: 'On',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
  noDocuments: 'No documents were uploaded with this application.',
  documentAlt: (label: string, name: string) => `${label} of ${name}`,
  documentFacts: (kind: string, size: number, uploadedOn: string) =>
    `${kind.toUpperCase()}, ${formatFileSize(size)}, uploaded on ${uploadedOn}`,
  openImage: (label: string) => `Open the ${label} at full size`,
} as const;
