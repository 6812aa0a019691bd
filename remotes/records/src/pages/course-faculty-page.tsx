import { Alert, Button, Card, Link, PageHeader, Skeleton, useCatalogue } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { ALL_FACULTY_PATH, facultyCardsResponseSchema } from '@college/records-service/contract';
import { useListingText } from '../features/listing/filtered-listing';
import { useTerm } from '../features/shared/use-term';
import messages from './faculty.messages.json';
import styles from './faculty.module.css';

/**
 * /bed and /deled (linked as /BEd and /DelEd from the Courses page): every faculty member of the
 * course as a card (photo, name, course, subject), and the way on to the course's own page.
 */
export function courseFacultyPage(course: { name: string; path: string; title: 'bedTitle' | 'deledTitle' }) {
  // The heading is the spec's page title (the route table's too); `name` is how the records write the course.
  return function CourseFacultyPage() {
    const { text } = useCatalogue(messages);
    const listing = useListingText();
    const { term, termText, stored } = useTerm();
    const courseName = termText(course.name);
    const faculty = useResource((signal) => getJson(ALL_FACULTY_PATH, facultyCardsResponseSchema, signal), []);
    const members = faculty.data?.data.filter((member) => member.course === course.name) ?? [];
    return (
      <>
        <PageHeader title={text(course.title)} />
        <div className={styles.body}>
          <p>
            <Link to={course.path}>{text('about', { course: courseName })}</Link>
          </p>
          {faculty.status === 'loading' && <Skeleton height="24rem" />}
          {faculty.status === 'error' && (
            <Alert tone="danger" title={text('failed')}>
              <p>{faculty.error.message}</p>
              <Button type="button" size="sm" onClick={faculty.reload}>
                {listing('retry')}
              </Button>
            </Alert>
          )}
          {faculty.status === 'ready' && members.length === 0 && <p>{listing('noRecords')}</p>}
          {faculty.status === 'ready' && members.length > 0 && (
            <ul className={styles.cards} aria-label={text('members', { course: courseName })}>
              {members.map((member) => (
                <li key={`${member.name}-${member.subject}`}>
                  <Card
                    as="h2"
                    title={stored(member.name)}
                    media={
                      <img
                        src={member.photo}
                        alt={text('photoOf', { name: member.name })}
                        width={160}
                        height={160}
                        loading="lazy"
                      />
                    }
                  >
                    <p className={styles.detail}>
                      {term(member.course)} · {term(member.subject)}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  };
}
