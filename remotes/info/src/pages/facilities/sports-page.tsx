import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';

/** `/sports`: the playground, games equipment and Physical Education as a subject. */
export default function SportsPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Sports">
      <FacilityFigure facilityId="sports" />
      <p>
        Games and exercise are part of college life. They keep students fit and teach them to work as a team, to win
        and lose gracefully, and to manage their time.
      </p>

      <h2>Facilities</h2>
      <ul>
        <li>A playground on the campus for outdoor games and athletics.</li>
        <li>Equipment for outdoor and indoor games, kept by the college for students to use.</li>
      </ul>

      <h2>Physical Education as a subject</h2>
      <p>
        Physical Education is one of the subjects students can choose in the B.A. course. See the{' '}
        <Link to="/undergraduate">undergraduate courses</Link> for all the subjects on offer.
      </p>

      <h2>Taking part</h2>
      <p>
        Every student is welcome to play. Ask the Physical Education teacher or the college office about practice
        times and about teams that represent the college in competitions.
      </p>
    </ContentPage>
  );
}
