import { Button, Link, useCatalogue } from '@college/design-system';
import { nameIn, type RemotePageProps, SITE, telHref, useWindowStatus } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { courseList, coursesOf, seatsOf } from '../../features/home/data/courses';
import { ADMISSION_SESSION_ANSWER, useAdmissionSession } from '../../features/home/use-admission-session';
import messages from './undergraduate-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
// From the settings: the same courses and subjects as the home page table and the admission form.
const UG_COURSES = coursesOf('undergraduate');

/** The admission window this page shows is the admissions office's, in its first response (decision 017). */
export const pageAnswers = [ADMISSION_SESSION_ANSWER];

/** `/undergraduate`: the undergraduate courses — seats, subjects and this year's admission window. */
export default function UndergraduatePage(_props: RemotePageProps) {
  const { year, registration } = useAdmissionSession();
  const status = useWindowStatus({ opens: registration.opens.iso, closes: registration.closes.iso });
  const { t, text, lang } = useCatalogue(messages);
  const closed = status === 'closed';
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro', { courses: courseList(UG_COURSES, lang) })}</p>
      <h2>{text('tableTitle')}</h2>
      <TableScroll caption={text('tableCaption')}>
        <thead>
          <tr>
            <th scope="col">{text('course')}</th>
            <th scope="col">{text('seats')}</th>
            <th scope="col">{text('subjects')}</th>
          </tr>
        </thead>
        <tbody>
          {UG_COURSES.map((course) => (
            <tr key={course.id}>
              <th scope="row">{nameIn(course.name, lang)}</th>
              <td>{seatsOf(course)}</td>
              <td>{course.subjects.map((subject) => nameIn(subject.name, lang)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
      <h2>{text('admissionTitle', { year })}</h2>
      <p>
        {t('registration', {
          closed: closed ? 'yes' : 'no',
          opens: <time dateTime={registration.opens.iso}>{registration.opens.label}</time>,
          closes: <time dateTime={registration.closes.iso}>{registration.closes.label}</time>,
        })}{' '}
        {text(closed ? 'nextSession' : 'registerWithin')} {text('confirm')}
      </p>
      <p>
        {text('helpline')} <a href={telHref(SITE.helplines.admission)}>{SITE.helplines.admission}</a>
      </p>
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
