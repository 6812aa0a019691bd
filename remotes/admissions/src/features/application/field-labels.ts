import { useMemo } from 'react';
import { type Lang, translator, useLanguage } from '@college/design-system';
import type { ApplicantFileField, CourseLevel } from '@college/admissions-service/contract';
import { qualifyingExamOf, takesOneMajor } from '@college/admissions-service/contract';
import type { TextFieldName } from './form-schema';
import messages from './field-labels.messages.json';

export type FieldName = Exclude<TextFieldName, 'idempotency_key'> | ApplicantFileField;

/** The form's sections, as headed on the form and on the review step. */
export type SectionKey = 'personal' | 'course' | 'qualifying' | 'documents';

/**
 * The words of the form's fields in a language: every label (the error summary names fields by
 * it), the documents' hints, the section titles and the computed percentage.
 */
export function fieldLabels(lang: Lang) {
  const { text, intl } = translator(messages, lang);
  const isFile = (name: FieldName): name is ApplicantFileField => `file_${name}` in intl.messages;
  return {
    /**
     * A field's label; `level`, the chosen course's level, renames the first major of a one-subject
     * course and the qualifying examination's fields of a postgraduate one (a university, a CGPA).
     */
    labelOf: (name: FieldName, level?: CourseLevel): string => {
      if (name === 'major_subfirst' && takesOneMajor(level)) return text('oneMajor');
      if (name.startsWith('qual_') && qualifyingExamOf(level) === 'graduation')
        return text(`graduation_${name as `qual_${'board' | 'year' | 'roll' | 'marks' | 'max'}`}`);
      return isFile(name) ? text(`file_${name}`) : text(name);
    },
    /** A document's hint: its kinds and size limit. */
    fileHint: (name: ApplicantFileField): string =>
      name === 'photo' ? text('hint_photo') : name === 'signature' ? text('hint_signature') : text('hint_document'),
    /** A section's title; the qualifying examination's names the graduation for a postgraduate course. */
    section: (key: SectionKey, level?: CourseLevel): string =>
      key === 'qualifying' && qualifyingExamOf(level) === 'graduation'
        ? text('section_qualifying_graduation')
        : text(`section_${key}`),
    /** 82.40 → "82.40 %". */
    percentShown: (percent: string) => text('percentShown', { percent }),
    percentLabel: text('percentLabel'),
    percentHint: text('percentHint'),
    oneSubjectHint: text('oneSubjectHint'),
    notApplicable: text('notApplicable'),
  };
}

export type FieldLabels = ReturnType<typeof fieldLabels>;

/** The field words in the page's language. */
export function useFieldLabels(): FieldLabels {
  const lang = useLanguage();
  return useMemo(() => fieldLabels(lang), [lang]);
}

/** The id of a field's control (labels, error summary links and focus use it). */
export const fieldId = (name: FieldName) => `admission-${name}`;

/** An Aadhaar number as the review shows it: the last four digits only (XXXX XXXX 1234). */
export const maskAadhaar = (digits: string) => `XXXX XXXX ${digits.slice(-4)}`;
