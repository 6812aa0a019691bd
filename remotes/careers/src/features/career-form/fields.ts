/** Every control gets a fixed id from its name, so the error summary can link to it. */
export const fieldId = (name: string) => `career-${name.replaceAll('.', '-')}`;

export const QUALIFICATION_COLUMNS = [
  { key: 'qualification', label: 'Qualification' },
  { key: 'institute', label: 'Institute' },
  { key: 'year', label: 'Year' },
  { key: 'subject', label: 'Subject' },
  { key: 'mark', label: 'Mark (%)' },
] as const;

export const EXPERIENCE_COLUMNS = [
  { key: 'position', label: 'Position' },
  { key: 'duration', label: 'Name of Institute' },
  { key: 'totalexp', label: 'Total Experience' },
] as const;

const ADDRESS_LABELS = [
  ['address', 'Address'],
  ['state', 'State'],
  ['district', 'District'],
  ['pincode', 'Pin Code'],
] as const;

const LABELS: Record<string, string> = {
  profile: 'Job Profile',
  field: 'Subject Applied For',
  name: 'Name',
  fname: "Father's Name",
  dob: 'Date of Birth',
  gender: 'Gender',
  nationality: 'Nationality',
  category: 'Category',
  mobile: 'Mobile Number',
  email: 'Email',
  ...Object.fromEntries(ADDRESS_LABELS.flatMap(([part, label]) => [[`p${part}`, `Permanent ${label}`], [`c${part}`, `Correspondence ${label}`]])),
  qualification: 'Educational Qualification',
  experienceOption: 'Experience',
  experience: 'Experience',
  photo: 'Photo',
  cv: 'CV',
  declaration: 'Declaration',
};

const ROWS = {
  qualification: { title: 'Qualification', columns: QUALIFICATION_COLUMNS },
  experience: { title: 'Experience', columns: EXPERIENCE_COLUMNS },
} as const;

/** The error summary's name for a field: a row's field says which row ("Qualification 2: Year"). */
export function summaryLabel(name: string): string | undefined {
  const row = /^(qualification|experience)\.(\d+)\.(\w+)$/.exec(name);
  if (!row) return LABELS[name];
  const { title, columns } = ROWS[row[1] as keyof typeof ROWS];
  const column = (columns as readonly { key: string; label: string }[]).find((entry) => entry.key === row[3]);
  return column && `${title} ${Number(row[2]) + 1}: ${column.label}`;
}

/** A list's own message ("At least one …") leads to its first row. */
export function listTarget(name: string): string | undefined {
  if (name === 'qualification') return 'qualification.0.qualification';
  if (name === 'experience') return 'experience.0.position';
  return undefined;
}
