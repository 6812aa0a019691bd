import { Link } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';

/** `/history`: how and why the college began (spec §1). */
export default function HistoryPage(_props: RemotePageProps) {
  return (
    <ContentPage title="College History">
      <h2>How the college began</h2>
      <p>
        {SITE.name} was founded by an educational society under the leadership of its president. The society wanted
        the young people of this area to be able to study for a degree without leaving home, and it still runs the
        college today.
      </p>

      <h2>Where we are</h2>
      <p>
        The college stands in a rural area about 20 km from the district city, 5 km before the local market. There
        is no other college in this area, so for the families of the surrounding villages it is the nearest place to
        study after Class 12.
      </p>

      <h2>Whom we serve</h2>
      <p>
        From the start, the college has served girls in particular. Many young women of the area had found it hard
        to get admission to a college, and travelling far from home every day was often not possible for them. Here
        they can take a degree close to home, in a safe and familiar setting.
      </p>
      <p>
        Over the years the college has grown to teach teacher-education courses (B.Ed. and D.El.Ed.),
        undergraduate courses (B.A. and B.Sc.) and postgraduate courses (M.A.). See <Link to="/courses">our courses</Link>.
      </p>

      <h2>Records</h2>
      <p>
        For the year of founding, the society&apos;s registration and the college&apos;s affiliation and recognition
        details, please <Link to="/contact">contact the college office</Link>.
      </p>
    </ContentPage>
  );
}
