import { Select } from '@college/design-system';
import { nameIn } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { NOT_APPLICABLE, takesOneMajor, TC_OPTIONS } from '@college/admissions-service/contract';
import { fieldProps, options, placeholderOf, type SectionProps, subjects } from './form-context';
import styles from '../admission-form.module.css';

/**
 * The course, its fee, and the subjects it offers; a new course empties the subjects chosen. A
 * course studied in one subject (M.A.) asks for one major only: the second and third are hidden
 * and not sent, and going back to a course of two or three majors asks for them afresh.
 */
export function CourseSection(props: SectionProps) {
  const { select } = fieldProps(props);
  const { words } = props;
  const { courses, course, majors, minors, coCurricular, vocational } = props.lookups;
  const majorOptions = subjects(words, majors);
  const thirdMajorOptions =
    majors.status === 'ready' ? [{ value: NOT_APPLICABLE, label: words.labels.notApplicable }, ...majorOptions] : [];
  const fee = course?.fee;
  const oneMajor = takesOneMajor(course?.level);
  return (
    <div className={styles.grid}>
      <Select
        {...select(
          'course',
          courses.items.map((course) => ({ value: String(course.id), label: nameIn(course.course, words.lang) })),
          placeholderOf(words, courses),
          ['major_subfirst', 'major_secund', 'major_theard', 'minor_sub', 'cocurricular_sub'],
        )}
        hint={fee ? words.text('courseFee', { fee: rupees(fee) }) : undefined}
      />
      <Select
        {...select('major_subfirst', majorOptions, placeholderOf(words, majors, 'course'))}
        hint={oneMajor ? words.labels.oneSubjectHint : undefined}
      />
      {!oneMajor && (
        <>
          <Select {...select('major_secund', majorOptions, placeholderOf(words, majors, 'course'))} />
          <Select {...select('major_theard', thirdMajorOptions, placeholderOf(words, majors, 'course'))} />
        </>
      )}
      <Select {...select('minor_sub', subjects(words, minors), placeholderOf(words, minors, 'course'))} />
      <Select
        {...select('cocurricular_sub', subjects(words, coCurricular), placeholderOf(words, coCurricular, 'course'))}
      />
      <Select {...select('vocational_sub', subjects(words, vocational), placeholderOf(words, vocational))} />
      <Select {...select('tc', options(words, 'tc', TC_OPTIONS), words.text('select'))} />
    </div>
  );
}
