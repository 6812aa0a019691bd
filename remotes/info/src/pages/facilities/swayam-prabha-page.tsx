import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { ExternalLink } from '@college/design-system';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { E_LEARNING_LINKS } from '../../features/facilities/e-learning-links';

/** `/swyamPrabha`: what SWAYAM PRABHA is, and links to it and to related Government of India resources. */
export default function SwayamPrabhaPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Swayam Prabha">
      <FacilityFigure facilityId="swayam-prabha" />
      <p>
        SWAYAM PRABHA is a group of educational television channels run by the Government of India and broadcast
        around the clock on DTH (direct-to-home) satellite television. The channels carry lessons and lectures in many
        subjects for school, college and university students, and they are free to watch.
      </p>

      <h2>How it helps our students</h2>
      <ul>
        <li>Revise topics of your syllabus, or see a difficult topic explained by another teacher.</li>
        <li>Programmes are repeated during the day, so you can pick a time that suits you.</li>
        <li>Watching on a DTH set-top box needs no internet connection; the programmes can also be watched online.</li>
        <li>The schedule of each channel is published on the SWAYAM PRABHA website.</li>
      </ul>

      <section aria-labelledby="e-learning-links-title">
        <h2 id="e-learning-links-title">Useful links</h2>
        <ul>
          {E_LEARNING_LINKS.map((link) => (
            <li key={link.id}>
              <ExternalLink href={link.href}>{link.name}</ExternalLink>: {link.description}
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
