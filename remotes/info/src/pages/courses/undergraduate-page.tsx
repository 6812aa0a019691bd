import { Button, Link } from '@college/design-system';
import { SITE, telHref, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { ADMISSION_YEAR, COURSE_SUBJECTS, REGISTRATION } from '../../features/home/data/courses';

// Seats from spec §9; subjects are the home page's admission list, so both pages always agree.
const UG_COURSES = [
  { course: 'B.A.', name: 'Bachelor of Arts', seats: 960 },
  { course: 'B.Sc.', name: 'Bachelor of Science', seats: 420 },
] as const;

function subjectsOf(course: string): readonly string[] {
  return COURSE_SUBJECTS.find((entry) => entry.course === course)?.subjects ?? [];
}

/** `/undergraduate`: B.A. and B.Sc. — seats, subjects and this year's admission window. */
export default function UndergraduatePage(_props: RemotePageProps) {
  return (
    <ContentPage title="Undergraduate Courses">
      <p>
        The college offers two undergraduate degrees, B.A. and B.Sc., for students who have passed the intermediate
        (Class 12) examination. When you apply you choose your major subjects, a minor subject, a co-curricular and a
        vocational subject from those offered for your course.
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
          {UG_COURSES.map(({ course, name, seats }) => (
            <tr key={course}>
              <th scope="row">
                {course} <span className="ds-visually-hidden">({name})</span>
              </th>
              <td>{seats}</td>
              <td>{subjectsOf(course).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>

      <h2>Admission for A.Y. {ADMISSION_YEAR}</h2>
      <p>
        Online registration (URN generation) is open from{' '}
        <strong>
          <time dateTime={REGISTRATION.opens.iso}>{REGISTRATION.opens.label}</time> to{' '}
          <time dateTime={REGISTRATION.closes.iso}>{REGISTRATION.closes.label}</time>
        </strong>
        . Register within these dates, then fill in the college&apos;s admission form. Fees and the subject
        combinations allowed together can be confirmed with the office.
      </p>
      <p>
        Admission helpline: <a href={telHref(SITE.helplines.admission)}>{SITE.helplines.admission}</a>
      </p>

      <PageActions>
        <Button as={Link} to="/admission" size="lg">
          Apply Online
        </Button>
        <Button as={Link} to="/admission-procedure" variant="outline" size="lg">
          Admission procedure
        </Button>
      </PageActions>
    </ContentPage>
  );
}
