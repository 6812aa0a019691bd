import { type CareerFormValues, emptyExperience, emptyQualification, emptyValues } from './values';

/** Where the form keeps what was typed, so a reload or a failed submit loses nothing. */
export const DRAFT_KEY = 'college.careers.careerForm.draft';

/** Files cannot be kept (browsers never hand a file back to a page): they are chosen again. */
type Draft = Omit<CareerFormValues, 'photo' | 'cv'>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage turned off
  }
}

export function saveDraft(values: Partial<CareerFormValues>): void {
  const { photo: _photo, cv: _cv, ...draft } = values;
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function rows<T extends object>(value: unknown, empty: () => T): T[] {
  if (!Array.isArray(value) || value.length === 0) return [empty()];
  return value.slice(0, 10).map((row) => {
    const blank = empty();
    const source = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    return Object.fromEntries(Object.keys(blank).map((key) => [key, text(source[key])])) as T;
  });
}

/**
 * The kept values, or undefined. Read defensively: the stored text may come from an older version
 * of the form or have been edited, and it must never break the page.
 */
export function loadDraft(): CareerFormValues | undefined {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const source = parsed as Record<string, unknown>;
  const values = emptyValues();
  const draft: Draft = {
    ...values,
    ...Object.fromEntries(
      Object.entries(values)
        .filter(([, empty]) => typeof empty === 'string')
        .map(([key]) => [key, text(source[key])]),
    ),
    sameAsPermanent: source.sameAsPermanent === true,
    declaration: source.declaration === true,
    experienceOption: source.experienceOption === 'Yes' || source.experienceOption === 'No' ? source.experienceOption : '',
    qualification: rows(source.qualification, emptyQualification),
    experience: rows(source.experience, emptyExperience),
  };
  return { ...values, ...draft };
}
