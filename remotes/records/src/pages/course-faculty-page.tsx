import { Alert, Button, Card, Link, PageHeader, Skeleton } from '@college/design-system';
import { getJson, type RemotePageProps, useResource } from '@college/remote-kit';
import { ALL_FACULTY_PATH, facultyCardsResponseSchema } from '@college/records-service/contract';
import styles from './faculty.module.css';

/**
 * /bed and /deled (linked as /BEd and /DelEd from the Courses page): every faculty member of the
 * course as a card (photo, name, course, subject), and the way on to the course's own page.
 */
export function courseFacultyPage(course: { name: string; path: string; title: string }) {
  // The heading is the spec's page title (the route table's too); `name` is how the records write the course.
  return function CourseFacultyPage({ title = course.title }: RemotePageProps) {
    const faculty = useResource((signal) => getJson(ALL_FACULTY_PATH, facultyCardsResponseSchema, signal), []);
    const members = faculty.data?.data.filter((member) => member.course === course.name) ?? [];
    return (
      <>
        <PageHeader title={title} />
        <div className={styles.body}>
          <p>
            <Link to={course.path}>About the {course.name} course: fees, seats and eligibility</Link>
          </p>
          {faculty.status === 'loading' && <Skeleton height="24rem" />}
          {faculty.status === 'error' && (
            <Alert tone="danger" title="The faculty list could not be loaded">
              <p>{faculty.error.message}</p>
              <Button type="button" size="sm" onClick={faculty.reload}>
                Retry
              </Button>
            </Alert>
          )}
          {faculty.status === 'ready' && members.length === 0 && <p>No records found</p>}
          {faculty.status === 'ready' && members.length > 0 && (
            <ul className={styles.cards} aria-label={`${course.name} faculty`}>
              {members.map((member) => (
                <li key={`${member.name}-${member.subject}`}>
                  <Card
                    as="h2"
                    title={member.name}
                    media={<img src={member.photo} alt={`Photo of ${member.name}`} width={160} height={160} loading="lazy" />}
                  >
                    <p className={styles.detail}>
                      {member.course} · {member.subject}
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
