import { useId } from 'react';
import { useCatalogue } from '@college/design-system';
import { nameIn } from '@college/remote-kit';
import { COURSE_SUBJECTS } from '../data/courses';
import messages from '../home.messages.json';
import styles from './course-subjects-table.module.css';

/**
 * A plain semantic table: three fixed rows need no pager (the design system's DataTable always
 * adds one), and each course name is a row header so screen readers announce it with its subjects.
 */
export function CourseSubjectsTable({ year }: { year: string }) {
  const captionId = useId();
  const { text, lang } = useCatalogue(messages);
  return (
    // A focusable region named by the caption: keyboard users can scroll it when it is wider than a phone.
    <div className={`${styles.scroll} ds-scroll-cue`} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {text('tableCaption', { year })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text('course')}</th>
            <th scope="col">{text('subjects')}</th>
          </tr>
        </thead>
        <tbody>
          {COURSE_SUBJECTS.map(({ course, subjects }) => (
            <tr key={course}>
              <th scope="row">{nameIn(course, lang)}</th>
              <td>{subjects.map((subject) => nameIn(subject, lang)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
