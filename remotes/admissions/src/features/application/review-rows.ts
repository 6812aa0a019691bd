import { formatFileSize } from '@college/design-system';
import { nameIn as settingsName, stateName } from '@college/remote-kit';
import { formatIndianDate, parseTypedDate } from '@college/settings/dates';
import { APPLICANT_FILE_FIELDS, NOT_APPLICABLE, qualifyingPercent } from '@college/admissions-service/contract';
import { type FieldName, maskAadhaar } from './field-labels';
import type { FormWords } from './sections/form-context';
import type { ApplicationFormOutput, TextFieldName } from './form-schema';
import type { ApplicationLookups } from './lookups';

export interface ReviewRow {
  /** A field, or the percentage the qualifying marks give. */
  name: FieldName | 'qual_percent';
  label: string;
  value: string;
  /** 'en' for a value with no Hindi (a district or tehsil: an LGD name) on a Hindi page. */
  lang?: 'en';
  /** The photo or signature itself, shown as it will be printed. */
  image?: File;
}

export interface ReviewSection {
  title: string;
  rows: ReviewRow[];
}

/** The text fields of each section, in the order the form shows them. */
const PERSONAL: TextFieldName[] = [
  'fname',
  'father_fname',
  'mother_fname',
  'dob',
  'gender',
  'adhar_num',
  'mobile',
  'email',
  'category',
  'income_amount',
  'caste_no',
  'issue_date',
  'religion',
  'marital',
  'handicap',
  'dis_type',
  'pwd_percent',
  'address',
  'state',
  'city',
  'district',
  'pincode',
];
const COURSE: TextFieldName[] = [
  'course',
  'major_subfirst',
  'major_secund',
  'major_theard',
  'minor_sub',
  'cocurricular_sub',
  'vocational_sub',
  'tc',
];
const QUALIFYING: TextFieldName[] = ['qual_board', 'qual_year', 'qual_roll', 'qual_marks', 'qual_max'];
/** Named by the LGD lists, in English only (a state has its Hindi name: see isEnglish). */
const PLACES = new Set<TextFieldName>(['city', 'district']);

const nameIn = <T extends { id: number }>(items: readonly T[], id: string, name: (item: T) => string) => {
  const item = items.find((candidate) => String(candidate.id) === id);
  return item ? name(item) : id;
};

/** A value as the applicant chose it on the form: names, not the ids the selects hold. */
function shown(name: TextFieldName, value: string, lookups: ApplicationLookups, words: FormWords): string {
  const { lang, labels, option } = words;
  const subject = (item: { subject: string }) => settingsName(item.subject, lang);
  const place = (item: { name: string }) => item.name;
  switch (name) {
    case 'dob':
    case 'issue_date': {
      // As typed (14052006, 14/05/2006…), written back as the printout and the notices write dates.
      const iso = parseTypedDate(value);
      return iso ? formatIndianDate(iso) : value;
    }
    case 'adhar_num':
      return maskAadhaar(value);
    case 'pwd_percent':
      return labels.percentShown(value);
    case 'gender':
      return option('gender', value);
    case 'category':
      return option('category', value);
    case 'religion':
      return option('religion', value);
    case 'marital':
      return option('marital', value);
    case 'handicap':
      return option('yesNo', value);
    case 'dis_type':
      return option('disability', value);
    case 'tc':
      return option('tc', value);
    case 'state':
      return nameIn(lookups.states.items, value, (state) => stateName(state, lang).name);
    case 'city':
      return nameIn(lookups.districts.items, value, place);
    case 'district':
      return nameIn(lookups.subDistricts.items, value, place);
    case 'course':
      return nameIn(lookups.courses.items, value, (course) => settingsName(course.course, lang));
    case 'major_subfirst':
    case 'major_secund':
    case 'major_theard':
      return value === NOT_APPLICABLE ? labels.notApplicable : nameIn(lookups.majors.items, value, subject);
    case 'minor_sub':
      return nameIn(lookups.minors.items, value, subject);
    case 'cocurricular_sub':
      return nameIn(lookups.coCurricular.items, value, subject);
    case 'vocational_sub':
      return nameIn(lookups.vocational.items, value, subject);
    default:
      return value;
  }
}

/** Whether a value stays English on the page: a district or tehsil, and a state the service gave no Hindi name. */
function isEnglish(name: TextFieldName, value: string, lookups: ApplicationLookups, words: FormWords): boolean {
  if (words.lang === 'en') return false;
  if (PLACES.has(name)) return true;
  if (name !== 'state') return false;
  const state = lookups.states.items.find((candidate) => String(candidate.id) === value);
  return !state || stateName(state, words.lang).lang === 'en';
}

/**
 * What the review step lists: every answer the checked application holds (fields the answers hide
 * are left out, as they are not sent), labelled as on the form, and each document's name and size.
 */
export function reviewSections(
  values: ApplicationFormOutput,
  lookups: ApplicationLookups,
  words: FormWords,
): ReviewSection[] {
  const { labels } = words;
  const level = lookups.course?.level;
  const rows = (names: TextFieldName[]) =>
    names
      .filter((name) => values[name] !== '')
      .map((name) => ({
        name: name as FieldName,
        label: labels.labelOf(name as FieldName, level),
        value: shown(name, values[name], lookups, words),
        ...(isEnglish(name, values[name], lookups, words) ? { lang: 'en' as const } : {}),
      }));
  const percent = qualifyingPercent(values.qual_marks, values.qual_max);
  const qualifying: ReviewRow[] = [
    ...rows(QUALIFYING),
    ...(percent === null
      ? []
      : [{ name: 'qual_percent' as const, label: labels.percentLabel, value: labels.percentShown(percent) }]),
  ];
  const documents = APPLICANT_FILE_FIELDS.flatMap((field) => {
    const file = values[field];
    return file
      ? [
          {
            name: field,
            label: labels.labelOf(field),
            value: `${file.name} (${formatFileSize(file.size)})`,
            ...(field === 'photo' || field === 'signature' ? { image: file } : {}),
          },
        ]
      : [];
  });
  return [
    { title: labels.section('personal'), rows: rows(PERSONAL) },
    { title: labels.section('course'), rows: rows(COURSE) },
    { title: labels.section('qualifying', level), rows: qualifying },
    { title: labels.section('documents'), rows: documents },
  ];
}
