// The applicant's corrections (names, contact, address) until the office starts its scrutiny. A
// module of its own: the status page carries it; the admission form does not.
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';
import { applicantEntries } from './applicant-fields';
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  correctableSchema,
  correctionRecordSchema,
  statusQuerySchema,
} from './status';

/** With the look-up's three proofs; the path lives here, not in paths.ts, so /admission does not carry it. */
export const CORRECT_APPLICATION_PATH = '/api/v1/student/correctApplication';

/** The correctable fields, checked as the admission form checks them. */
export const correctionFieldsSchema = v.object(
  Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, applicantEntries[field]])) as Pick<
    typeof applicantEntries,
    CorrectableField
  >,
);
export type CorrectionFields = v.InferOutput<typeof correctionFieldsSchema>;
export type CorrectionFieldsInput = v.InferInput<typeof correctionFieldsSchema>;

export const CORRECTION_VERSION_MESSAGE = said(
  'Please look up your application again before correcting it.',
  'सुधार करने से पहले कृपया अपना आवेदन फिर से खोजें।',
);

/** The proofs, the version the applicant read (a change since is refused), and every correctable field. */
export const correctionSchema = v.object({
  ...statusQuerySchema.entries,
  version: v.pipe(
    v.number(CORRECTION_VERSION_MESSAGE),
    v.integer(CORRECTION_VERSION_MESSAGE),
    v.minValue(1, CORRECTION_VERSION_MESSAGE),
  ),
  ...correctionFieldsSchema.entries,
});
export type Correction = v.InferOutput<typeof correctionSchema>;

export const correctionAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ correctable: correctableSchema, corrections: v.array(correctionRecordSchema) }),
});
export type CorrectionAnswer = v.InferOutput<typeof correctionAnswerSchema>;

export const CORRECTION_SAVED = said(
  'Your corrections are saved. The college office will see what you changed.',
  'आपके सुधार सहेज लिए गए हैं। महाविद्यालय कार्यालय देखेगा कि आपने क्या बदला।',
);
export const CORRECTION_NOTHING_MESSAGE = said(
  'Nothing was changed: correct a field first, then save.',
  'कुछ नहीं बदला गया: पहले किसी जानकारी में सुधार करें, फिर सहेजें।',
);
export const CORRECTION_CLOSED_MESSAGE = said(
  'The college office has started checking your application, so it can no longer be corrected here. Please ask the college office.',
  'महाविद्यालय कार्यालय ने आपके आवेदन की जाँच शुरू कर दी है, इसलिए अब यहाँ सुधार नहीं हो सकता। कृपया महाविद्यालय कार्यालय से संपर्क करें।',
);
export const CORRECTION_STALE_MESSAGE = said(
  'Your application changed after you looked it up. Please look it up again and make your corrections once more.',
  'खोजने के बाद आपका आवेदन बदल गया है। कृपया इसे फिर से खोजें और अपने सुधार दोबारा करें।',
);
