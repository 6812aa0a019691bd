import { APPLICATION_FIELDS_TEXT } from '../shared/application-fields';

/** The words of the printable application (issue 20, part 4), on screen and on paper. */
export const PRINT_TEXT = {
  ...APPLICATION_FIELDS_TEXT,
  sectionHeading: 'Application form for the college office',
  intro:
    'Print your whole application on one A4 page, with your photo and signature, and bring it to the college office with your original documents.',
  button: 'Print application',
  preparing: 'Preparing your application for printing…',
  failedTitle: 'The application could not be prepared for printing',
  retry: 'Try again',
  heading: 'Application for admission',
  applicationNo: 'Application number',
  submittedOn: 'Submitted on',
  course: 'Course',
  photo: 'Photograph',
  photoAlt: (name: string) => `Photograph of ${name}`,
  signature: 'Signature',
  signatureAlt: (name: string) => `Signature of ${name}`,
  missingImage: 'Not on file: please bring one to the office',
  declaration: 'I declare that the information given in this application is true. I understand that false information cancels the admission.',
  applicantSignature: "Applicant's signature",
  office: 'For office use',
  officeStamp: 'Stamp and signature of the college office',
  officeReceived: 'Received on',
} as const;
