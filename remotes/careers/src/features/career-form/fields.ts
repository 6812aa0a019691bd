import type { ErrorSummaryItem } from '@college/design-system';
import { get, type FieldErrors } from 'react-hook-form';
import type { CareerFormValues } from './values';

/** Every control gets a fixed id from its name, so the error summary can link to it. */
export const fieldId = (name: string) => `career-${name.replaceAll('.', '-')}`;

/** The message react-hook-form holds for a field (a list's own message sits on `root` or on the list). */
export function messageAt(errors: FieldErrors<CareerFormValues>, name: string): string | undefined {
  const entry = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = entry?.message ?? entry?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

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

/** Screen order of the fields, with the names the summary gives them. */
function fieldOrder(values: Pick<CareerFormValues, 'qualification' | 'experience' | 'experienceOption'>) {
  const rows = <K extends string>(list: string, count: number, title: string, columns: readonly { key: K; label: string }[]) =>
    Array.from({ length: count }, (_, index) =>
      columns.map((column) => [`${list}.${index}.${column.key}`, `${title} ${index + 1}: ${column.label}`] as const),
    ).flat();
  return [
    ['profile', 'Job Profile'],
    ['field', 'Subject Applied For'],
    ['name', 'Name'],
    ['fname', "Father's Name"],
    ['dob', 'Date of Birth'],
    ['gender', 'Gender'],
    ['nationality', 'Nationality'],
    ['category', 'Category'],
    ['mobile', 'Mobile Number'],
    ['email', 'Email'],
    ...ADDRESS_LABELS.map(([part, label]) => [`p${part}`, `Permanent ${label}`] as const),
    ...ADDRESS_LABELS.map(([part, label]) => [`c${part}`, `Correspondence ${label}`] as const),
    // A list's own message ("At least one …") links to its first row.
    ['qualification', 'Educational Qualification'],
    ...rows('qualification', values.qualification.length, 'Qualification', QUALIFICATION_COLUMNS),
    ['experienceOption', 'Experience'],
    ...(values.experienceOption === 'Yes'
      ? [['experience', 'Experience'] as const, ...rows('experience', values.experience.length, 'Experience', EXPERIENCE_COLUMNS)]
      : []),
    ['photo', 'Photo'],
    ['cv', 'CV'],
    ['declaration', 'Declaration'],
  ] as const;
}

const LIST_TARGET: Record<string, string> = {
  qualification: 'qualification.0.qualification',
  experience: 'experience.0.position',
};

/** The error summary's links, in screen order; empty when nothing is wrong. */
export function problemsOf(
  errors: FieldErrors<CareerFormValues>,
  values: Pick<CareerFormValues, 'qualification' | 'experience' | 'experienceOption'>,
): ErrorSummaryItem[] {
  const problems: ErrorSummaryItem[] = [];
  const seen = new Set<string>();
  for (const [name, label] of fieldOrder(values)) {
    const message = messageAt(errors, name);
    const id = fieldId(LIST_TARGET[name] ?? name);
    // A list's own message and its first field's share a target; the first one wins.
    if (!message || seen.has(id)) continue;
    seen.add(id);
    problems.push({ fieldId: id, label, message });
  }
  return problems;
}
