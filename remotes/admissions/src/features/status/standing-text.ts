import type { ApplicationState } from '@college/admissions-service/contract';

/** Where the application stands, in plain words, and what (if anything) the applicant must do. */
export const STANDING_TEXT: Record<ApplicationState, { title: string; body: string }> = {
  submitted: {
    title: 'Received',
    body: 'The college has your application. The office has not checked it yet. You do not need to do anything now.',
  },
  under_scrutiny: {
    title: 'Being checked',
    body: 'The college office is checking your application and your documents. You do not need to do anything now.',
  },
  query_raised: {
    title: 'Documents needed again',
    body: 'The college office needs some of your documents again. Upload a new, clear file of each document listed below. The office checks your application again when it has them all.',
  },
  verified: {
    title: 'Verified',
    body: 'Your application and documents were checked and found in order. You do not need to do anything now: the college tells you about admission after the merit list.',
  },
  rejected: {
    title: 'Not accepted',
    body: 'The college office could not accept your application. If you think this is a mistake, write to the college or come to the college office with your documents.',
  },
  admitted: {
    title: 'Admitted',
    body: 'You have been given a seat. Please come to the college office with your original documents to complete the admission.',
  },
};

export const REUPLOAD_TEXT = {
  heading: 'Application status',
  reasonLabel: 'The reason',
  rejectionReason: 'The reason',
  formName: 'Send the documents again',
  queriedHeading: 'Documents to send again',
  send: 'Send the new documents',
  notSent: 'Your documents were not sent.',
  chooseOne: 'Choose the new file of at least one document.',
} as const;
