import * as v from 'valibot';
import { createDraftStore } from '@college/remote-kit';
import { EXPERIENCE_OPTIONS } from '@college/careers-service/contract';
import { type CareerFormValues, emptyExperience, emptyQualification, emptyValues } from './values';

const text = v.optional(v.string(), '');
const tick = v.optional(v.boolean(), false);
const row = (keys: string[]) => v.object(Object.fromEntries(keys.map((key) => [key, text])));
// An empty list comes back as one empty row, as the form starts; more than the form allows is refused.
const rows = <T extends object>(empty: () => T) =>
  v.optional(
    v.pipe(
      v.array(row(Object.keys(empty()))),
      v.maxLength(10),
      v.transform((list): T[] => (list.length > 0 ? (list as unknown as T[]) : [empty()])),
    ),
    [],
  );
type TextKey = Exclude<
  { [K in keyof CareerFormValues]: CareerFormValues[K] extends string ? K : never }[keyof CareerFormValues],
  'experienceOption'
>;
const TEXT_KEYS = Object.entries(emptyValues())
  .filter(([key, value]) => typeof value === 'string' && key !== 'experienceOption')
  .map(([key]) => key as TextKey);

/** What is kept of the form: everything but the files (a browser never hands a file back). */
const draftSchema = v.object({
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, text])) as Record<TextKey, typeof text>),
  sameAsPermanent: tick,
  declaration: tick,
  experienceOption: v.optional(v.picklist(['', ...EXPERIENCE_OPTIONS]), ''),
  qualification: rows(emptyQualification),
  experience: rows(emptyExperience),
});

/** What was typed, in this tab only (a shared computer must not show it to the next person). */
export const careerDraft = createDraftStore({ key: 'careers.career-form-draft', schema: draftSchema, version: 1 });

/** The kept values over an empty form, or undefined. */
export function loadDraft(): CareerFormValues | undefined {
  const draft = careerDraft.read();
  return draft ? ({ ...emptyValues(), ...draft } as CareerFormValues) : undefined;
}

export function saveDraft(values: Partial<CareerFormValues>): void {
  const { photo: _photo, cv: _cv, ...draft } = values;
  careerDraft.write(draft as v.InferInput<typeof draftSchema>);
}

export const clearDraft = () => careerDraft.clear();

/** Where versions before the move to sessionStorage kept the draft, for anyone after on that computer. */
export const LEGACY_DRAFT_KEY = 'college.careers.careerForm.draft';

/** Removes a draft an earlier version left in localStorage (once per page load is enough). */
export function removeLegacyDraft(): void {
  try {
    window.localStorage.removeItem(LEGACY_DRAFT_KEY);
  } catch {
    // Storage off: there is nothing there either.
  }
}
