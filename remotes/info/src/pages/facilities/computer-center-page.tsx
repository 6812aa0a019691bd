import { KeyFacts, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { COMPUTER_CENTER, COMPUTER_COURSES } from '../../features/facilities/computer-center';

/** `/computer-center`: the computers, the internet line and the short courses. */
export default function ComputerCenterPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Computer Center">
      <FacilityFigure facilityId="computer-center" />
      <p>
        The computer center has about {COMPUTER_CENTER.approxComputers} computers connected to a{' '}
        {COMPUTER_CENTER.broadbandMbps} Mbps broadband line. Students use it for practical classes, for online forms
        such as the admission form, and for online learning.
      </p>
      <KeyFacts
        facts={[
          { label: 'Computers', value: `About ${COMPUTER_CENTER.approxComputers}` },
          { label: 'Internet', value: `${COMPUTER_CENTER.broadbandMbps} Mbps broadband` },
        ]}
      />

      <section aria-labelledby="computer-courses-title">
        <h2 id="computer-courses-title">Courses</h2>
        <p>The center runs short courses in the computer skills that study and jobs ask for:</p>
        <ul>
          {COMPUTER_COURSES.map((course) => (
            <li key={course.id}>
              <strong>{course.title}</strong>: {course.description}
            </li>
          ))}
        </ul>
        <p>
          For the timing, length and fee of the next batch, ask at the college office or{' '}
          <Link to="/contact">send us a query</Link>.
        </p>
      </section>

      <h2>Using the center</h2>
      <ul>
        <li>Use the computers for study and college work.</li>
        <li>Do not install software or change settings; ask the staff when you need help.</li>
        <li>Save your work and sign out before you leave.</li>
      </ul>
    </ContentPage>
  );
}
