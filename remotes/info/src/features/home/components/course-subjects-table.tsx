import { useId } from 'react';
import { ADMISSION_YEAR, COURSE_SUBJECTS } from '../data/courses';
import styles from './course-subjects-table.module.css';

/**
 * A plain semantic table: three fixed rows need no pager (the design system's DataTable always
 * adds one), and each course name is a row header so screen readers announce it with its subjects.
 */
export function CourseSubjectsTable() {
  const captionId = useId();
  return (
    // A focusable region named by the caption: keyboard users can scroll it when it is wider than a phone.
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>Courses and subjects, A.Y. {ADMISSION_YEAR}</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Subjects</th>
          </tr>
        </thead>
        <tbody>
          {COURSE_SUBJECTS.map(({ course, subjects }) => (
            <tr key={course}>
              <th scope="row">{course}</th>
              <td>{subjects.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
