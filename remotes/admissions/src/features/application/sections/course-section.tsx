import { Select } from '@college/design-system';
import { NOT_APPLICABLE, takesOneMajor, TC_OPTIONS } from '@college/admissions-service/contract';
import { ONE_SUBJECT_HINT } from '../field-labels';
import { fieldProps, options, placeholderOf, type SectionProps, subjects } from './form-context';
import styles from '../admission-form.module.css';

/**
 * The course, its fee, and the subjects it offers; a new course empties the subjects chosen. A
 * course studied in one subject (M.A.) asks for one major only: the second and third are hidden
 * and not sent, and going back to a course of two or three majors asks for them afresh.
 */
export function CourseSection(props: SectionProps) {
  const { select } = fieldProps(props);
  const { courses, course, majors, minors, coCurricular, vocational } = props.lookups;
  const majorOptions = subjects(majors);
  const thirdMajorOptions = majors.status === 'ready' ? [{ value: NOT_APPLICABLE, label: 'N/A' }, ...majorOptions] : [];
  const fee = course?.fee;
  const oneMajor = takesOneMajor(course?.level);
  return (
    <div className={styles.grid}>
      <Select
        {...select(
          'course',
          courses.items.map((course) => ({ value: String(course.id), label: course.course })),
          placeholderOf(courses),
          ['major_subfirst', 'major_secund', 'major_theard', 'minor_sub', 'cocurricular_sub'],
        )}
        hint={fee ? `Admission fee ₹${fee}` : undefined}
      />
      <Select
        {...select('major_subfirst', majorOptions, placeholderOf(majors, 'course'))}
        hint={oneMajor ? ONE_SUBJECT_HINT : undefined}
      />
      {!oneMajor && (
        <>
          <Select {...select('major_secund', majorOptions, placeholderOf(majors, 'course'))} />
          <Select {...select('major_theard', thirdMajorOptions, placeholderOf(majors, 'course'))} />
        </>
      )}
      <Select {...select('minor_sub', subjects(minors), placeholderOf(minors, 'course'))} />
      <Select {...select('cocurricular_sub', subjects(coCurricular), placeholderOf(coCurricular, 'course'))} />
      <Select {...select('vocational_sub', subjects(vocational), placeholderOf(vocational))} />
      <Select {...select('tc', options(TC_OPTIONS), 'Select')} />
    </div>
  );
}
