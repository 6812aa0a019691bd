import { Card, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './courses.module.css';

type CourseCard = { id: string; title: string; to: string; summary: string };

// The links are the spec's (§2, Courses): /BEd and /DelEd, not the navbar's /course_bed and /course_deled.
const COURSE_CARDS: readonly CourseCard[] = [
  {
    id: 'bed',
    title: 'B.Ed.',
    to: '/BEd',
    summary: 'Bachelor of Education: a two-year teacher-education course for graduates, 100 seats.',
  },
  {
    id: 'deled',
    title: 'D.El.Ed.',
    to: '/DelEd',
    summary: 'Diploma in Elementary Education: a two-year (four-semester) course for primary-school teaching, 100 seats per year.',
  },
  {
    id: 'undergraduate',
    title: 'Undergraduate',
    to: '/undergraduate',
    summary: 'B.A. and B.Sc. degrees with a wide choice of arts and science subjects.',
  },
  {
    id: 'postgraduate',
    title: 'Postgraduate',
    to: '/postgraduate',
    summary: 'M.A. degrees for graduates who want to study their subject further.',
  },
];

/** `/courses`: one card per course family, each leading to its own page. */
export default function CoursesPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Courses" wide>
      <p>
        The college teaches teacher-education, undergraduate and postgraduate courses. Choose a course to read about
        its seats, fees and admission.
      </p>
      <ul className={styles.grid}>
        {COURSE_CARDS.map((course) => (
          <li key={course.id}>
            <Card className={styles.card} variant="elevated" title={<Link to={course.to}>{course.title}</Link>}>
              <p className={styles.summary}>{course.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        For help in choosing a course, see the <Link to="/admission-procedure">admission procedure</Link> or{' '}
        <Link to="/contact">contact the college office</Link>.
      </p>
    </ContentPage>
  );
}
