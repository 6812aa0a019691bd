import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';

/** `/objective`. */
export default function ObjectivePage(_props: RemotePageProps) {
  return (
    <ContentPage title="Objective">
      <p>The college works towards the following objectives.</p>

      <h2>Access</h2>
      <ul>
        <li>To bring higher education within reach of the villages around the college.</li>
        <li>To help girls who could not get admission elsewhere to complete their studies.</li>
      </ul>

      <h2>Learning</h2>
      <ul>
        <li>To teach the syllabus thoroughly, with practical work in the laboratories and the library.</li>
        <li>To train B.Ed. and D.El.Ed. students to become capable, caring school teachers.</li>
        <li>To build basic computer skills that students need for further study and work.</li>
      </ul>

      <h2>Character and service</h2>
      <ul>
        <li>To encourage discipline, honesty and respect for everyone on the campus.</li>
        <li>To involve students in sports, cultural activities and community service.</li>
      </ul>

      <h2>Openness</h2>
      <ul>
        <li>
          To publish the college&apos;s notices, records and reports openly — see{' '}
          <Link to="/news">news and notifications</Link>.
        </li>
        <li>
          To listen to students and parents and to act on their grievances — see{' '}
          <Link to="/complaints">online grievances</Link>.
        </li>
      </ul>
    </ContentPage>
  );
}
