import { Button, Link } from '@college/design-system';
import { SITE, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { courseList, coursesOf, seatsOf } from '../../features/home/data/courses';

// From the settings: every subject listed here can be chosen in the admission form, and only these.
const PG_COURSES = coursesOf('postgraduate');

/** `/postgraduate`: the postgraduate courses, each studied in one subject, and their seats. */
export default function PostgraduatePage(_props: RemotePageProps) {
  const status = useWindowStatus(SITE.admission.registration);
  return (
    <ContentPage title="Postgraduate Courses">
      <p>
        The college offers {courseList(PG_COURSES)} for graduates who want to study a subject in depth, prepare for
        teaching and research, or compete for jobs that ask for a postgraduate degree. A postgraduate course is studied
        in one subject, chosen in the admission form.
      </p>

      {PG_COURSES.map((course) => (
        <section key={course.id} aria-label={course.name}>
          <h2>{course.name} subjects and seats</h2>
          <TableScroll caption={`${course.name} seats by subject`}>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Seats</th>
              </tr>
            </thead>
            <tbody>
              {course.subjects.map((subject) => (
                <tr key={subject.name}>
                  <th scope="row">{subject.name}</th>
                  <td>{subject.seats ?? '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{seatsOf(course)}</td>
              </tr>
            </tfoot>
          </TableScroll>
        </section>
      ))}

      <h2>Admission</h2>
      <p>
        Admission is made through the college&apos;s online admission form. Eligibility and fees are announced in the
        admission notice; please confirm them with the college office before applying.
      </p>

      <PageActions>
        {status === 'open' && (
          <Button as={Link} to="/admission" size="lg">
            Apply Online
          </Button>
        )}
        <Button as={Link} to="/admission-procedure" variant="outline" size="lg">
          Admission procedure
        </Button>
      </PageActions>
    </ContentPage>
  );
}
