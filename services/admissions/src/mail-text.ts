/**
 * Every e-mail the admissions service sends, in plain English for an applicant who may read it on
 * a small phone, perhaps with help (decision 012). Never the Aadhaar number, the access code, the
 * payment token or a document: the kit's outbox refuses anything Aadhaar-like, and these texts
 * only ever take the values below.
 */
import type { CollegeSettings } from '@college/settings/node';
import { inLanguage } from '@college/service-kit/bilingual';
import { rupees } from '@college/settings/format';
import { type ApplicantFileField, PAYMENT_STATE_TEXT, type PaymentState } from './contract';

/** The page where an applicant sees the application and pays later (the remote's route). */
export const STATUS_PAGE = '/admission/status';

export interface MailText {
  subject: string;
  text: string;
}

/** The status page's full address when the settings give the portal's `website`, else its path. */
const statusAddress = (college: CollegeSettings, lang: Lang) =>
  `${college.website?.replace(/\/$/, '') ?? ''}${lang === 'hi' ? '/hi' : ''}${STATUS_PAGE}`;

const statusLink = (college: CollegeSettings) =>
  `On the college website, open the page "Application status": ${statusAddress(college, 'en')}`;

/** The languages a mail is written in: the one the applicant used the form in (stored with the application). */
export type Lang = 'en' | 'hi';

/**
 * The language of every mail about an application: the one its form was sent in (migration 012).
 * Rows read before the column existed, or anything unexpected, get English.
 */
export const mailLanguageOf = (row: { lang?: string | null }): Lang => (row.lang === 'hi' ? 'hi' : 'en');

/** The college's name and office days in a language (the settings' Hindi where given). */
const collegeIn = (college: CollegeSettings, lang: Lang) => ({
  name: lang === 'hi' && college.hi ? college.hi.name : college.name,
  days: lang === 'hi' && college.hi ? college.hi.officeHoursDays : college.contact.officeHours.days,
  /** A course's (or subject's) name: the settings' Hindi where given. */
  nameOf: (name: string) => (lang === 'hi' ? (college.hi?.names[name] ?? name) : name),
});

/** The end of every message: who wrote, where to ask; no phone number (see decision 012). */
const footer = (college: CollegeSettings, lang: Lang = 'en') => {
  const hours = college.contact.officeHours;
  const { name, days } = collegeIn(college, lang);
  if (lang === 'hi') {
    return [
      'इस ई-मेल में आपकी आधार संख्या या आपके दस्तावेज़ कभी नहीं होते। महाविद्यालय ई-मेल से इन्हें कभी नहीं माँगता।',
      '',
      `यदि कुछ गलत है, या आपने आवेदन नहीं किया, तो ${college.contact.email} पर लिखें या महाविद्यालय कार्यालय आएँ (${days}, ${hours.opens} से ${hours.closes})।`,
      'कृपया इस ई-मेल का उत्तर न दें: यह कंप्यूटर द्वारा भेजा गया है।',
      '',
      `प्रवेश कार्यालय, ${name}`,
    ];
  }
  return [
    'This e-mail never has your Aadhaar number or your documents in it. The college never asks for them by e-mail.',
    '',
    `If something is wrong, or you did not apply, write to ${college.contact.email} or come to the college office (${days}, ${hours.opens} to ${hours.closes}).`,
    'Please do not reply to this e-mail: it was sent by the computer.',
    '',
    `Admission Office, ${name}`,
  ];
};

/** The acknowledgement of a submitted form, in the language the applicant used it in. */
export function submittedMail(
  college: CollegeSettings,
  a: { name: string; applicationNo: string; course: string },
  lang: Lang = 'en',
): MailText {
  if (lang === 'hi') {
    return {
      subject: `आवेदन प्राप्त हुआ: ${a.applicationNo}`,
      text: [
        `प्रिय ${a.name},`,
        '',
        `${collegeIn(college, lang).name} को आपका प्रवेश आवेदन पत्र प्राप्त हो गया है।`,
        '',
        `आवेदन संख्या: ${a.applicationNo}`,
        `पाठ्यक्रम: ${collegeIn(college, lang).nameOf(a.course)}`,
        '',
        'फ़ॉर्म भेजने के बाद आपने जो पावती पृष्ठ प्रिंट या सेव किया था, उसे सँभालकर रखें। उसमें आपका एक्सेस कोड है।',
        'अपना आवेदन दोबारा देखने के लिए आवेदन संख्या, जन्म तिथि और एक्सेस कोड आवश्यक हैं।',
        '',
        'अपना आवेदन देखने या शुल्क बाद में जमा करने के लिए:',
        `महाविद्यालय की वेबसाइट पर "आवेदन की स्थिति" पृष्ठ खोलें: /hi${STATUS_PAGE}`,
        '',
        ...footer(college, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Application received: ${a.applicationNo}`,
    text: [
      `Dear ${a.name},`,
      '',
      `${college.name} has received your admission form.`,
      '',
      `Application number: ${a.applicationNo}`,
      `Course: ${a.course}`,
      '',
      'Please keep the acknowledgement page you printed or saved after sending the form. It has your access code.',
      'You need the application number, your date of birth and the access code to see your application again.',
      '',
      'To see your application or to pay the fee later:',
      statusLink(college),
      '',
      ...footer(college),
    ].join('\n'),
  };
}

/** The status page as a Hindi mail names it (its Hindi address). */
const hindiStatusLink = (college: CollegeSettings) =>
  `महाविद्यालय की वेबसाइट पर "आवेदन की स्थिति" पृष्ठ खोलें: ${statusAddress(college, 'hi')}`;

/** What the applicant should do next, for each state a payment can be sent in. */
const NEXT_STEP: Record<Lang, Partial<Record<PaymentState, (amount: number) => string>>> = {
  en: {
    claimed: () => 'The college office will check your payment with the bank. You do not need to do anything now.',
    due_at_counter: (amount) =>
      `Please pay ${rupees(amount)} in cash at the college counter. Take your acknowledgement page with you.`,
  },
  hi: {
    claimed: () => 'महाविद्यालय कार्यालय बैंक से आपके भुगतान की जाँच करेगा। अभी आपको कुछ करने की आवश्यकता नहीं है।',
    due_at_counter: (amount) => `कृपया ${rupees(amount)} महाविद्यालय के काउंटर पर नकद जमा करें। अपना पावती पृष्ठ साथ लेकर आएँ।`,
  },
};

/** The payment's acknowledgement, in the language the applicant used the form in. */
export function paymentMail(
  college: CollegeSettings,
  p: { name: string; applicationNo: string; amount: number; state: PaymentState; transactionNumber: string },
  lang: Lang = 'en',
): MailText {
  // A UPI reference has 12 digits, like an Aadhaar number: only its end is written (decision 012).
  const ending = p.transactionNumber.slice(-4);
  const next = NEXT_STEP[lang][p.state]?.(p.amount) ?? '';
  if (lang === 'hi') {
    const lines = [
      `प्रिय ${p.name},`,
      '',
      `आवेदन ${p.applicationNo} के भुगतान का विवरण हमें प्राप्त हो गया है।`,
      '',
      `शुल्क: ${rupees(p.amount)}`,
      ...(p.state === 'claimed' ? [`UPI संदर्भ संख्या के अंतिम चार अंक: ${ending}`] : []),
      `भुगतान: ${inLanguage(PAYMENT_STATE_TEXT[p.state], lang)}`,
      '',
      next,
      '',
      'अपना आवेदन और भुगतान देखने के लिए:',
      hindiStatusLink(college),
      '',
      ...footer(college, lang),
    ];
    return { subject: `भुगतान विवरण प्राप्त हुआ: ${p.applicationNo}`, text: lines.join('\n') };
  }
  const lines = [
    `Dear ${p.name},`,
    '',
    `We have received the payment details for application ${p.applicationNo}.`,
    '',
    `Fee: ${rupees(p.amount)}`,
    ...(p.state === 'claimed' ? [`UPI reference number ending in ${ending}`] : []),
    `Payment: ${PAYMENT_STATE_TEXT[p.state]}`,
    '',
    next,
    '',
    'To see your application and your payment:',
    statusLink(college),
    '',
    ...footer(college),
  ];
  return { subject: `Payment details received: ${p.applicationNo}`, text: lines.join('\n') };
}

export function applicationNumberMail(college: CollegeSettings, a: { name: string; applicationNo: string }): MailText {
  return {
    subject: 'Your application number',
    text: [
      `Dear ${a.name},`,
      '',
      'Someone asked for your application number on the "Application status" page, with your mobile number and date of birth.',
      '',
      `Your application number is: ${a.applicationNo}`,
      '',
      'If this was not you, you need not do anything: the number alone does not open your application.',
      '',
      statusLink(college),
      '',
      ...footer(college),
    ].join('\n'),
  };
}

/** A document the office asks for again: which (its form field), why (from the list), the officer's note. */
export interface QueriedMailDocument {
  field: ApplicantFileField;
  label: string;
  reason: string;
  note: string | null;
}

/** The documents' names in a Hindi mail (the contract keeps the English ones). */
const DOCUMENT_HINDI: Record<ApplicantFileField, string> = {
  photo: 'फ़ोटो',
  signature: 'हस्ताक्षर',
  highschool: 'हाईस्कूल अंकपत्र',
  inter: 'इंटरमीडिएट अंकपत्र',
  degree: 'स्नातक अंकपत्र',
  adhar: 'आधार कार्ड',
  domicile: 'निवास प्रमाण पत्र',
  income: 'आर्थिक रूप से कमजोर वर्ग (EWS) प्रमाण पत्र',
  caste: 'जाति प्रमाण पत्र',
  transfer: 'स्थानांतरण प्रमाण पत्र',
  pwd_certificate: 'दिव्यांगता प्रमाण पत्र',
};

/** Each document's line: its name and the reason from the list, then the officer's own words. */
const documentLines = (documents: QueriedMailDocument[], lang: Lang) =>
  documents.flatMap((document) => [
    `- ${lang === 'hi' ? DOCUMENT_HINDI[document.field] : document.label}: ${inLanguage(document.reason, lang)}`,
    ...(document.note ? [`  ${document.note}`] : []),
  ]);

/** A query raised by the office: every document to send again, and why. */
export function queryMail(
  college: CollegeSettings,
  q: { name: string; applicationNo: string; documents: QueriedMailDocument[] },
  lang: Lang = 'en',
): MailText {
  if (lang === 'hi') {
    return {
      subject: `दस्तावेज़ दोबारा चाहिए: ${q.applicationNo}`,
      text: [
        `प्रिय ${q.name},`,
        '',
        `महाविद्यालय कार्यालय ने आवेदन ${q.applicationNo} के दस्तावेज़ों की जाँच की है और उसे ${q.documents.length === 1 ? 'इनमें से एक दस्तावेज़' : 'इनमें से कुछ दस्तावेज़'} दोबारा चाहिए:`,
        '',
        ...documentLines(q.documents, lang),
        '',
        'क्या करें: नीचे दिया गया पृष्ठ खोलें, आवेदन संख्या, अपनी जन्म तिथि और एक्सेस कोड से अपना आवेदन खोजें,',
        'और सूची में दिए गए प्रत्येक दस्तावेज़ की नई, साफ़ फ़ाइल अपलोड करें। सभी दस्तावेज़ मिलने पर कार्यालय आपके आवेदन की फिर से जाँच करेगा।',
        '',
        hindiStatusLink(college),
        '',
        ...footer(college, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Documents needed again: ${q.applicationNo}`,
    text: [
      `Dear ${q.name},`,
      '',
      `The college office has checked the documents of application ${q.applicationNo} and needs ${q.documents.length === 1 ? 'one of them' : 'some of them'} again:`,
      '',
      ...documentLines(q.documents, lang),
      '',
      'What to do: open the page below, look up your application with the application number, your date of birth and the access code,',
      'and upload a new, clear file of each document listed. The office checks your application again when it has them all.',
      '',
      statusLink(college),
      '',
      ...footer(college),
    ].join('\n'),
  };
}

/** The office's verdict on the application: verified, or rejected with the reason (the officer's words, as written). */
export function verdictMail(
  college: CollegeSettings,
  d: { name: string; applicationNo: string; verdict: 'verified' | 'rejected'; reason: string | null },
  lang: Lang = 'en',
): MailText {
  if (lang === 'hi') {
    const body =
      d.verdict === 'verified'
        ? [
            `महाविद्यालय कार्यालय ने आवेदन ${d.applicationNo} और उसके दस्तावेज़ों की जाँच की है और उन्हें सही पाया है: आपका आवेदन सत्यापित हो गया है।`,
            '',
            'अभी आपको कुछ करने की आवश्यकता नहीं है। मेरिट सूची के बाद महाविद्यालय आपको प्रवेश के बारे में बताएगा।',
          ]
        : [
            `महाविद्यालय कार्यालय ने आवेदन ${d.applicationNo} की जाँच की है और उसे स्वीकार नहीं कर सका: आपका आवेदन अस्वीकृत कर दिया गया है।`,
            '',
            `कारण: ${d.reason ?? ''}`,
            '',
            'यदि आपको लगता है कि यह गलती है, तो महाविद्यालय को लिखें या अपने दस्तावेज़ों के साथ महाविद्यालय कार्यालय आएँ।',
          ];
    return {
      subject: d.verdict === 'verified' ? `आवेदन सत्यापित: ${d.applicationNo}` : `आवेदन अस्वीकृत: ${d.applicationNo}`,
      text: [
        `प्रिय ${d.name},`,
        '',
        ...body,
        '',
        'अपना आवेदन देखने के लिए:',
        hindiStatusLink(college),
        '',
        ...footer(college, lang),
      ].join('\n'),
    };
  }
  const body =
    d.verdict === 'verified'
      ? [
          `The college office has checked application ${d.applicationNo} and its documents and found them in order: your application is verified.`,
          '',
          'You do not need to do anything now. The college will tell you about admission after the merit list.',
        ]
      : [
          `The college office has checked application ${d.applicationNo} and could not accept it: your application is rejected.`,
          '',
          `The reason: ${d.reason ?? ''}`,
          '',
          'If you think this is a mistake, write to the college or come to the college office with your documents.',
        ];
  return {
    subject:
      d.verdict === 'verified'
        ? `Application verified: ${d.applicationNo}`
        : `Application rejected: ${d.applicationNo}`,
    text: [
      `Dear ${d.name},`,
      '',
      ...body,
      '',
      'To see your application:',
      statusLink(college),
      '',
      ...footer(college),
    ].join('\n'),
  };
}

/** The office took back its rejection: the application is checked again (the officer's words as written). */
export function reopenedMail(
  college: CollegeSettings,
  d: { name: string; applicationNo: string; reason: string },
  lang: Lang = 'en',
): MailText {
  if (lang === 'hi') {
    return {
      subject: `आवेदन की फिर से जाँच: ${d.applicationNo}`,
      text: [
        `प्रिय ${d.name},`,
        '',
        `महाविद्यालय कार्यालय ने आवेदन ${d.applicationNo} की अस्वीकृति वापस ले ली है: आपके आवेदन की फिर से जाँच हो रही है।`,
        '',
        `कार्यालय की टिप्पणी: ${d.reason}`,
        '',
        'अभी आपको कुछ करने की आवश्यकता नहीं है। यदि किसी दस्तावेज़ की आवश्यकता होगी, तो कार्यालय आपको बताएगा।',
        '',
        'अपना आवेदन देखने के लिए:',
        hindiStatusLink(college),
        '',
        ...footer(college, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Application being checked again: ${d.applicationNo}`,
    text: [
      `Dear ${d.name},`,
      '',
      `The college office has taken back the rejection of application ${d.applicationNo}: your application is being checked again.`,
      '',
      `The office's note: ${d.reason}`,
      '',
      'You do not need to do anything now. If a document is needed, the office will tell you.',
      '',
      'To see your application:',
      statusLink(college),
      '',
      ...footer(college),
    ].join('\n'),
  };
}
