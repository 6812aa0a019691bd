import { Alert, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';

/** `/smartClass`: projector and interactive-board classrooms, and how online classes work. */
export default function SmartClassPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Smart Classroom">
      <FacilityFigure facilityId="smart-class" />
      <p>
        Our smart classrooms have a projector and an interactive board next to the usual blackboard. A teacher can
        show diagrams, maps, slides and short videos to the whole class, write and draw on the board, and bring back
        what was written in an earlier lesson.
      </p>

      <h2>How smart classrooms help</h2>
      <ul>
        <li>Diagrams, maps and experiments that are hard to draw on a blackboard are shown large and clear.</li>
        <li>Students on the back benches see exactly what those in the front row see.</li>
        <li>
          Teachers can use good educational videos and e-content, such as the programmes of{' '}
          <Link to="/swyamPrabha">Swayam Prabha</Link>, within the lesson.
        </li>
        <li>
          Students of B.Ed. and D.El.Ed. see technology used in everyday teaching, which helps them plan their own
          lessons.
        </li>
      </ul>

      <h2>Online classes</h2>
      <p>
        When the college announces it, classes can also be attended online, so that teaching goes on even on days
        when students cannot reach the campus.
      </p>
      <ul>
        <li>Teachers share the link to each online class with their students.</li>
        <li>Join only through a link shared by your teacher or the college, and do not pass it on to others.</li>
        <li>Where a lecture has been recorded, the recording is shared so you can watch it again or catch up on a missed class.</li>
        <li>A phone with an internet connection is enough to join; earphones help you hear clearly.</li>
      </ul>
      <Alert tone="info" title="Watch for announcements">
        <p>
          Online classes are held only when the college announces them. Check{' '}
          <Link to="/news">News &amp; Notifications</Link> and the notices from your teachers.
        </p>
      </Alert>
    </ContentPage>
  );
}
