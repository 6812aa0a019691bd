import type { FormMessageId, FormText } from './form-text';

/** Every control gets a fixed id from its name, so the error summary can link to it. */
export const fieldId = (name: string) => `career-${name.replaceAll('.', '-')}`;

// A row's fields; each key is also its label's message id.
export const QUALIFICATION_COLUMNS = [
  { key: 'qualification' },
  { key: 'institute' },
  { key: 'year' },
  { key: 'subject' },
  { key: 'mark' },
] as const;

export const EXPERIENCE_COLUMNS = [{ key: 'position' }, { key: 'duration' }, { key: 'totalexp' }] as const;

/** The message id of each field's label where it is not the field's own name. */
const LABEL_IDS: Record<string, FormMessageId> = {
  profile: 'profile',
  field: 'field',
  name: 'name',
  fname: 'fname',
  dob: 'dob',
  gender: 'gender',
  nationality: 'nationality',
  category: 'category',
  mobile: 'mobile',
  email: 'email',
  qualification: 'qualificationList',
  experienceOption: 'experienceList',
  experience: 'experienceList',
  photo: 'photo',
  cv: 'cv',
  declaration: 'declaration',
};

const ROWS = { qualification: QUALIFICATION_COLUMNS, experience: EXPERIENCE_COLUMNS } as const;

/**
 * The error summary's name for a field: an address part says which address ("Permanent State"),
 * a row's field says which row ("Qualification 2: Year").
 */
export function summaryLabel(name: string, text: FormText): string | undefined {
  const row = /^(qualification|experience)\.(\d+)\.(\w+)$/.exec(name);
  if (row) {
    const [, list, index, key] = row as unknown as [string, keyof typeof ROWS, string, string];
    if (!ROWS[list].some((column) => column.key === key)) return undefined;
    return text('rowField', { row: text(`${list}Row`, { n: Number(index) + 1 }), column: text(key as FormMessageId) });
  }
  const address = /^([pc])(address|state|district|pincode)$/.exec(name);
  if (address)
    return text(address[1] === 'p' ? 'permanentPart' : 'correspondencePart', {
      part: text(address[2] as FormMessageId),
    });
  return name in LABEL_IDS ? text(LABEL_IDS[name]) : undefined;
}

/** A list's own message ("At least one …") leads to its first row. */
export function listTarget(name: string): string | undefined {
  if (name === 'qualification') return 'qualification.0.qualification';
  if (name === 'experience') return 'experience.0.position';
  return undefined;
}
