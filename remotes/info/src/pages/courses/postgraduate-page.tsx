import { Button, Link, useCatalogue } from '@college/design-system';
import { ADMISSION, nameIn, type RemotePageProps, useWindowStatus } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { courseList, coursesOf, seatsOf } from '../../features/home/data/courses';
import messages from './postgraduate-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
// From the settings: every subject listed here can be chosen in the admission form, and only these.
const PG_COURSES = coursesOf('postgraduate');

/** `/postgraduate`: the postgraduate courses, each studied in one subject, and their seats. */
export default function PostgraduatePage(_props: RemotePageProps) {
  const status = useWindowStatus(ADMISSION.registration);
  const { text, lang } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro', { courses: courseList(PG_COURSES, lang) })}</p>
      {PG_COURSES.map((course) => {
        const name = nameIn(course.name, lang);
        return (
          <section key={course.id} aria-label={name}>
            <h2>{text('subjectsTitle', { course: name })}</h2>
            <TableScroll caption={text('seatsCaption', { course: name })}>
              <thead>
                <tr>
                  <th scope="col">{text('subject')}</th>
                  <th scope="col">{text('seats')}</th>
                </tr>
              </thead>
              <tbody>
                {course.subjects.map((subject) => (
                  <tr key={subject.name}>
                    <th scope="row">{nameIn(subject.name, lang)}</th>
                    <td>{subject.seats ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{text('total')}</th>
                  <td>{seatsOf(course)}</td>
                </tr>
              </tfoot>
            </TableScroll>
          </section>
        );
      })}
      <h2>{text('admissionTitle')}</h2>
      <p>{text('admission')}</p>
      <PageActions>
        {status === 'open' && (
          <Button as={Link} to="/admission" size="lg">
            {text('applyOnline')}
          </Button>
        )}
        <Button as={Link} to="/admission-procedure" variant="outline" size="lg">
          {text('procedure')}
        </Button>
      </PageActions>
    </ContentPage>
  );
}
