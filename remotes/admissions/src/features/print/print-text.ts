import { type Lang, translator } from '@college/design-system';
import { applicationFieldsText } from '../shared/application-fields';
import messages from './print.messages.json';

/** The words of the printable application, on screen and on paper, in a language. */
export function printText(lang: Lang) {
  const { text } = translator(messages, lang);
  return {
    ...applicationFieldsText(lang),
    sectionHeading: text('sectionHeading'),
    intro: text('intro'),
    button: text('button'),
    preparing: text('preparing'),
    failedTitle: text('failedTitle'),
    retry: text('retry'),
    heading: text('heading'),
    applicationNo: text('applicationNo'),
    submittedOn: text('submittedOn'),
    course: text('course'),
    photo: text('photo'),
    photoAlt: (name: string) => text('photoAlt', { name }),
    signature: text('signature'),
    signatureAlt: (name: string) => text('signatureAlt', { name }),
    missingImage: text('missingImage'),
    declaration: text('declaration'),
    applicantSignature: text('applicantSignature'),
    office: text('office'),
    officeStamp: text('officeStamp'),
    officeReceived: text('officeReceived'),
  };
}

export type PrintText = ReturnType<typeof printText>;
