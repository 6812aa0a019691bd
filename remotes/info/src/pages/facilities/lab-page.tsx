import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityGrid } from '../../features/facilities/components/facility-grid';
import { LABORATORIES } from '../../features/facilities/labs';

/** `/lab`: one card per laboratory, from data. */
export default function LabPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Laboratories" wide>
      <p>
        Science and social science are learnt at the bench as much as in the classroom. The college has{' '}
        {LABORATORIES.length} laboratories, where students do the practical work of their courses under the guidance
        of their teachers.
      </p>

      <section aria-labelledby="labs-list-title">
        <h2 id="labs-list-title">Our laboratories</h2>
        <FacilityGrid items={LABORATORIES} headingLevel="h3" eagerCount={1} />
      </section>

      <h2>Working safely</h2>
      <ul>
        <li>Practicals are done only in the presence of a teacher or the laboratory staff.</li>
        <li>Read the instructions for an experiment before you begin, and follow them.</li>
        <li>Handle chemicals, specimens and instruments with care, and put them back after use.</li>
        <li>Report any breakage, spill or injury to the teacher at once.</li>
      </ul>
    </ContentPage>
  );
}
