import { Card, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './courses-page.messages.json';
import styles from './courses.module.css';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** A course card; its title and summary are in the catalogue under `<id>Title` and `<id>Summary`. */
type CourseCard = { id: 'bed' | 'deled' | 'undergraduate' | 'postgraduate'; to: string };

// The cards link to /BEd and /DelEd, as the original site's did, not the navbar's /course_bed and /course_deled.
const COURSE_CARDS: readonly CourseCard[] = [
  { id: 'bed', to: '/BEd' },
  { id: 'deled', to: '/DelEd' },
  { id: 'undergraduate', to: '/undergraduate' },
  { id: 'postgraduate', to: '/postgraduate' },
];

/** `/courses`: one card per course family, each leading to its own page. */
export default function CoursesPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} wide reviewed={REVIEWED}>
      <p>{text('intro')}</p>
      <ul className={styles.grid}>
        {COURSE_CARDS.map((course) => (
          <li key={course.id}>
            <Card
              className={styles.card}
              variant="elevated"
              title={<Link to={course.to}>{text(`${course.id}Title`)}</Link>}
            >
              <p className={styles.summary}>{text(`${course.id}Summary`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p>
        {t('help', {
          procedure: (chunks) => <Link to="/admission-procedure">{chunks}</Link>,
          contact: (chunks) => <Link to="/contact">{chunks}</Link>,
        })}
      </p>
    </ContentPage>
  );
}
