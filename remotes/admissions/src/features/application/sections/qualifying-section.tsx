import { TextField } from '@college/design-system';
import {
  FIELD_LIMITS,
  QUAL_YEAR_EARLIEST,
  qualifyingExamOf,
  qualifyingPercent,
} from '@college/admissions-service/contract';
import { fieldId } from '../field-labels';
import { ADMISSION_YEAR } from '../admission-year';
import { fieldProps, type SectionProps } from './form-context';
import styles from '../admission-form.module.css';

/**
 * The qualifying examination, as merit lists need it: board or university, year of passing, roll
 * number and marks. The percentage is worked out from the marks as they are typed, never typed
 * (the service works it out again and keeps its own).
 */
export function QualifyingSection(props: SectionProps) {
  const { text } = fieldProps(props);
  const { words } = props;
  const percent = qualifyingPercent(props.values.qual_marks, props.values.qual_max);
  // A university's marksheet may give a CGPA (7.85 of 10) instead of marks.
  const graduation = qualifyingExamOf(props.lookups.course?.level) === 'graduation';
  return (
    <div className={styles.grid}>
      <TextField {...text('qual_board')} autoComplete="off" maxLength={FIELD_LIMITS.board} />
      <TextField
        {...text('qual_year')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        hint={words.text('hintYear', { from: String(QUAL_YEAR_EARLIEST), to: String(ADMISSION_YEAR) })}
      />
      <TextField
        {...text('qual_roll')}
        autoComplete="off"
        maxLength={FIELD_LIMITS.roll}
        hint={words.text('hintRoll')}
      />
      <TextField
        {...text('qual_marks')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={FIELD_LIMITS.marks}
        hint={words.text('hintMarks')}
      />
      <TextField
        {...text('qual_max')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={FIELD_LIMITS.marks}
        hint={graduation ? words.text('hintCgpaMax') : words.text('hintMarks')}
      />
      <TextField
        id={`${fieldId('qual_marks')}-percent`}
        label={words.labels.percentLabel}
        hint={words.labels.percentHint}
        value={percent === null ? '' : words.labels.percentShown(percent)}
        readOnly
        aria-live="polite"
      />
    </div>
  );
}
