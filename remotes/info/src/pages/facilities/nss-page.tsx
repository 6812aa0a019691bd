import { KeyFacts, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';

/** NSS units at the college (spec §9). */
const NSS_UNITS = 2;

/** `/nss`: the National Service Scheme and the college's units. */
export default function NssPage(_props: RemotePageProps) {
  return (
    <ContentPage title="National Service Scheme (NSS)">
      <FacilityFigure facilityId="nss" />
      <p>
        The National Service Scheme (NSS) is a programme of the Government of India through which college students do
        community service alongside their studies. Its motto is <q>Not Me But You</q>.
      </p>
      <KeyFacts facts={[{ label: 'NSS units at the college', value: NSS_UNITS }]} />

      <h2>NSS at our college</h2>
      <p>
        The college has {NSS_UNITS} NSS units. Each unit is guided by a programme officer from the teaching staff, and
        its volunteers work both on the campus and in the villages around it.
      </p>

      <h2>What volunteers do</h2>
      <ul>
        <li>Cleanliness drives and tree planting.</li>
        <li>Awareness work on health and hygiene, the education of girls, and voting.</li>
        <li>Helping people in nearby villages learn to read and write.</li>
        <li>Special camps, where volunteers stay in a village for some days and work there with the villagers.</li>
      </ul>

      <h2>Why join</h2>
      <ul>
        <li>You learn to work with people, to plan, and to lead.</li>
        <li>You understand the problems of the community around you, and do something about them.</li>
        <li>Volunteers who complete the required service receive an NSS certificate.</li>
      </ul>

      <h2>How to join</h2>
      <p>
        Joining is voluntary and open to students of the college. Speak to an NSS programme officer or{' '}
        <Link to="/contact">contact the college office</Link> at the start of the session.
      </p>
    </ContentPage>
  );
}
