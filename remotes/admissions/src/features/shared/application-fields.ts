import { type Lang, translator } from '@college/design-system';
import { collegeTime, nameIn, stateName } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { rupees } from '@college/settings/format';
import type { PaymentRecord, PaymentState, PrintableApplication } from '@college/admissions-service/contract';
import { optionLabels } from './options';
import messages from './application-fields.messages.json';

type LabelId = Exclude<keyof typeof messages.en, `section_${string}` | `state_${string}` | `amount_${string}`>;
type SectionKey = 'personal' | 'address' | 'course' | 'qualifying' | 'qualifying_graduation' | 'disability' | 'payment';

/** The words of an application's fields in a language, grouped as on the form: the printout's and the office's. */
export function applicationFieldsText(lang: Lang) {
  const { text } = translator(messages, lang);
  return {
    section: (key: SectionKey) => text(`section_${key}`),
    label: (id: LabelId) => text(id),
    notAsked: text('notAsked'),
    marks: (marks: number, max: number) => text('marksShown', { marks: String(marks), max: String(max) }),
    percent: (percent: string | number) => text('percentShown', { percent: String(percent) }),
    rupees,
    mode: (payment: Pick<PaymentRecord, 'mode'>) => (payment.mode === 'cash' ? text('modeCash') : text('modeOnline')),
    feeDue: (fee: number) => text('feeDue', { fee: rupees(fee) }),
    /** Where the fee stands: "Submitted, fee paid" (the status page's words). */
    feeState: (state: PaymentState | null) => text('submitted', { state: text(`state_${state ?? 'none'}`) }),
    /** The amount's label by state: "paid" only once the office confirmed it. */
    amountLabel: (state: PaymentState) => text(`amount_${state}`),
  };
}

/** A label and a value; `lang` marks a value that stays English on a Hindi page (an LGD place name). */
export type FieldRow = readonly [label: string, value: string, lang?: string];

/**
 * A calendar day (YYYY-MM-DD) or an instant (a stored ISO time) as the college's notices write a
 * date, in English and in Hindi: 14-05-2006; an instant is the college's day (IST), not the UTC one.
 */
export const day = (iso: string) => (iso.length > 10 ? collegeTime(iso, 'day') : formatIndianDate(iso));

const stateRow = (label: string, { name, lang }: { name: string; lang?: string }): FieldRow =>
  lang ? [label, name, lang] : [label, name];

export interface SectionsOptions {
  lang: Lang;
}

/**
 * Every field of the application, grouped as on the form; the Aadhaar number as the service masked
 * it. The printout (in the page's language) and the office's application page show the same groups.
 * Choices (gender, category…), course and subject names and the state are shown in the language; the
 * values the applicant typed, as typed, and the district and tehsil as LGD names them (English).
 */
export function applicationSections(
  application: Omit<PrintableApplication, 'photo' | 'signature' | 'state_hi'> & { state_hi?: string | null },
  { lang }: SectionsOptions = { lang: 'en' },
): { title: string; rows: FieldRow[] }[] {
  const a = application;
  const words = applicationFieldsText(lang);
  const { label } = words;
  const option = optionLabels(lang);
  const named = (name: string) => nameIn(name, lang);
  const english = lang === 'en' ? undefined : 'en';
  const certificate: FieldRow[] = [
    ...(a.income_amount !== null ? [[label('income'), words.rupees(a.income_amount)] as const] : []),
    ...(a.caste_no !== null ? [[label('certificate'), a.caste_no] as const] : []),
    ...(a.issue_date !== null ? [[label('issued'), day(a.issue_date)] as const] : []),
  ];
  const { subjects, qualifying, payment } = a;
  return [
    {
      title: words.section('personal'),
      rows: [
        [label('name'), a.name],
        [label('father'), a.father],
        [label('mother'), a.mother],
        [label('dob'), day(a.dob)],
        [label('gender'), option('gender', a.gender)],
        [label('aadhaar'), a.aadhaar_masked],
        [label('mobile'), a.mobile],
        [label('email'), a.email],
        [label('category'), option('category', a.category)],
        ...certificate,
        [label('religion'), option('religion', a.religion)],
        [label('marital'), option('marital', a.marital)],
      ],
    },
    {
      title: words.section('address'),
      rows: [
        [label('address'), a.address],
        [label('subDistrict'), a.sub_district, english],
        [label('district'), a.district, english],
        // The state by its Hindi name where the service gives one; districts and tehsils have none.
        stateRow(label('state'), stateName({ state_name: a.state, name_hi: a.state_hi }, lang)),
        [label('pincode'), a.pincode],
      ],
    },
    {
      title: words.section('course'),
      rows: [
        [label('majors'), subjects.major.map(named).join(', ')],
        [label('minor'), named(subjects.minor)],
        [label('cocurricular'), named(subjects.cocurricular)],
        [label('vocational'), named(subjects.vocational)],
        [label('tc'), option('tc', a.tc)],
      ],
    },
    {
      // A postgraduate applicant's is the graduation: a university, and marks or a CGPA.
      title: words.section(qualifying?.exam === 'graduation' ? 'qualifying_graduation' : 'qualifying'),
      rows: qualifying
        ? [
            [label(qualifying.exam === 'graduation' ? 'university' : 'board'), qualifying.board],
            [label('year'), String(qualifying.year)],
            [label('roll'), qualifying.roll],
            [label('marks'), words.marks(qualifying.marks, qualifying.max)],
            [label('percent'), words.percent(qualifying.percent)],
          ]
        : [[label('board'), words.notAsked]],
    },
    {
      title: words.section('disability'),
      rows: [
        [label('handicap'), option('yesNo', a.handicap)],
        ...(a.dis_type !== null ? [[label('disType'), option('disability', a.dis_type)] as const] : []),
        ...(a.pwd_percent !== null ? [[label('pwdPercent'), words.percent(a.pwd_percent)] as const] : []),
      ],
    },
    {
      title: words.section('payment'),
      rows: payment
        ? [
            [label('feeState'), words.feeState(payment.state)],
            [label('mode'), words.mode(payment)],
            ...(payment.mode === 'online' ? [[label('reference'), payment.trans_no] as const] : []),
            [words.amountLabel(payment.state), words.rupees(payment.amount)],
            [label('date'), day(payment.confirmed_at ?? payment.paid_at)],
          ]
        : [
            [label('feeState'), words.feeState(null)],
            [label('amount'), words.feeDue(a.fee)],
          ],
    },
  ];
}
