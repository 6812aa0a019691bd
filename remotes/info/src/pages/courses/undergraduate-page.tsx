import { Button, Link } from '@college/design-system';
import { SITE, telHref, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { ADMISSION_YEAR, courseList, coursesOf, REGISTRATION, seatsOf } from '../../features/home/data/courses';

// From the settings: the same courses and subjects as the home page table and the admission form.
const UG_COURSES = coursesOf('undergraduate');

/** `/undergraduate`: the undergraduate courses — seats, subjects and this year's admission window. */
export default function UndergraduatePage(_props: RemotePageProps) {
  const status = useWindowStatus(SITE.admission.registration);
  return (
    <ContentPage title="Undergraduate Courses">
      <p>
        The college offers {courseList(UG_COURSES)} for students who have passed the intermediate (Class 12)
        examination. When you apply you choose your major subjects, a minor subject, a co-curricular and a vocational
        subject from those offered for your course.
      </p>

      <h2>Courses, seats and subjects</h2>
      <TableScroll caption="Undergraduate courses, seats and subjects">
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Seats</th>
            <th scope="col">Subjects</th>
          </tr>
        </thead>
        <tbody>
          {UG_COURSES.map((course) => (
            <tr key={course.id}>
              <th scope="row">{course.name}</th>
              <td>{seatsOf(course)}</td>
              <td>{course.subjects.map((subject) => subject.name).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>

      <h2>Admission for A.Y. {ADMISSION_YEAR}</h2>
      <p>
        Online registration (URN generation) {status === 'closed' ? 'was' : 'is'} open from{' '}
        <strong>
          <time dateTime={REGISTRATION.opens.iso}>{REGISTRATION.opens.label}</time> to{' '}
          <time dateTime={REGISTRATION.closes.iso}>{REGISTRATION.closes.label}</time>
        </strong>
        .{' '}
        {status === 'closed'
          ? 'Dates for the next session will be announced under News & Notifications.'
          : "Register within these dates, then fill in the college's admission form."}{' '}
        Fees and the subject combinations allowed together can be confirmed with the office.
      </p>
      <p>
        Admission helpline: <a href={telHref(SITE.helplines.admission)}>{SITE.helplines.admission}</a>
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
