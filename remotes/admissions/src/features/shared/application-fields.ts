import { formatShortDate } from '@college/settings/dates';
import type { PaymentRecord, PrintableApplication } from '@college/admissions-service/contract';
import { AMOUNT_LABEL, paymentStateLine } from './payment-state-text';

/** The words of an application's fields, grouped as on the form: the printout's and the office's. */
export const APPLICATION_FIELDS_TEXT = {
  sections: {
    personal: 'Personal information',
    address: 'Address',
    course: 'Course and subjects',
    qualifying: 'Qualifying examination',
    disability: 'Disability',
    payment: 'Admission fee',
  },
  labels: {
    name: 'Full name',
    father: "Father's name",
    mother: "Mother's name",
    dob: 'Date of birth',
    gender: 'Gender',
    aadhaar: 'Aadhaar number',
    mobile: 'Mobile number',
    email: 'Email',
    category: 'Category',
    income: 'Annual family income',
    certificate: 'Certificate number',
    issued: 'Certificate issued on',
    religion: 'Religion',
    marital: 'Marital status',
    address: 'Address',
    district: 'District',
    subDistrict: 'Sub-district (Tehsil)',
    state: 'State',
    pincode: 'Pincode',
    tc: 'Transfer certificate',
    majors: 'Major subjects',
    minor: 'Minor subject',
    cocurricular: 'Co-curricular subject',
    vocational: 'Vocational subject',
    board: 'Board or university',
    year: 'Year of passing',
    roll: 'Roll number',
    marks: 'Marks',
    percent: 'Percentage',
    handicap: 'Person with disability',
    disType: 'Type of disability',
    pwdPercent: 'Percentage of disability',
    feeState: 'Fee',
    mode: 'Mode',
    amount: 'Amount',
    date: 'Date',
    reference: 'UPI reference',
  },
  notAsked: 'Not asked on this application',
  marks: (marks: number, max: number) => `${marks} / ${max}`,
  percent: (percent: string | number) => `${percent} %`,
  rupees: (amount: number) => `₹${amount}`,
  mode: (payment: Pick<PaymentRecord, 'mode'>) => (payment.mode === 'cash' ? 'Cash at the college office' : 'UPI (online)'),
  feeDue: (fee: number) => `Admission fee ₹${fee}, to be paid`,
} as const;

export type FieldRow = readonly [label: string, value: string];

/** A calendar day (YYYY-MM-DD) as the form says it; a time (ISO) as the acknowledgement does, in the reader's own day. */
export const day = (iso: string) =>
  iso.length > 10 ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }) : formatShortDate(iso);

const { labels, sections } = APPLICATION_FIELDS_TEXT;

/**
 * Every field of the application, grouped as on the form; the Aadhaar number as the service masked
 * it. The printout and the office's application page show the same groups.
 */
export function applicationSections(application: Omit<PrintableApplication, 'photo' | 'signature'>): { title: string; rows: FieldRow[] }[] {
  const a = application;
  const certificate: FieldRow[] = [
    ...(a.income_amount !== null ? [[labels.income, APPLICATION_FIELDS_TEXT.rupees(a.income_amount)] as const] : []),
    ...(a.caste_no !== null ? [[labels.certificate, a.caste_no] as const] : []),
    ...(a.issue_date !== null ? [[labels.issued, day(a.issue_date)] as const] : []),
  ];
  const { subjects, qualifying, payment } = a;
  return [
    {
      title: sections.personal,
      rows: [
        [labels.name, a.name],
        [labels.father, a.father],
        [labels.mother, a.mother],
        [labels.dob, day(a.dob)],
        [labels.gender, a.gender],
        [labels.aadhaar, a.aadhaar_masked],
        [labels.mobile, a.mobile],
        [labels.email, a.email],
        [labels.category, a.category],
        ...certificate,
        [labels.religion, a.religion],
        [labels.marital, a.marital],
      ],
    },
    {
      title: sections.address,
      rows: [
        [labels.address, a.address],
        [labels.subDistrict, a.sub_district],
        [labels.district, a.district],
        [labels.state, a.state],
        [labels.pincode, a.pincode],
      ],
    },
    {
      title: sections.course,
      rows: [
        [labels.majors, subjects.major.join(', ')],
        [labels.minor, subjects.minor],
        [labels.cocurricular, subjects.cocurricular],
        [labels.vocational, subjects.vocational],
        [labels.tc, a.tc],
      ],
    },
    {
      title: sections.qualifying,
      rows: qualifying
        ? [
            [labels.board, qualifying.board],
            [labels.year, String(qualifying.year)],
            [labels.roll, qualifying.roll],
            [labels.marks, APPLICATION_FIELDS_TEXT.marks(qualifying.marks, qualifying.max)],
            [labels.percent, APPLICATION_FIELDS_TEXT.percent(qualifying.percent)],
          ]
        : [[labels.board, APPLICATION_FIELDS_TEXT.notAsked]],
    },
    {
      title: sections.disability,
      rows: [
        [labels.handicap, a.handicap],
        ...(a.dis_type !== null ? [[labels.disType, a.dis_type] as const] : []),
        ...(a.pwd_percent !== null ? [[labels.pwdPercent, APPLICATION_FIELDS_TEXT.percent(a.pwd_percent)] as const] : []),
      ],
    },
    {
      title: sections.payment,
      rows: payment
        ? [
            [labels.feeState, paymentStateLine(payment.state)],
            [labels.mode, APPLICATION_FIELDS_TEXT.mode(payment)],
            ...(payment.mode === 'online' ? [[labels.reference, payment.trans_no] as const] : []),
            [AMOUNT_LABEL[payment.state], APPLICATION_FIELDS_TEXT.rupees(payment.amount)],
            [labels.date, day(payment.confirmed_at ?? payment.paid_at)],
          ]
        : [
            [labels.feeState, paymentStateLine(null)],
            [labels.amount, APPLICATION_FIELDS_TEXT.feeDue(a.fee)],
          ],
    },
  ];
}

