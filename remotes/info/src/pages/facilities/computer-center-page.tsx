import { KeyFacts, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { COMPUTER_CENTER, COMPUTER_COURSES } from '../../features/facilities/computer-center';
import messages from './computer-center-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const FACTS = { computers: COMPUTER_CENTER.approxComputers, mbps: COMPUTER_CENTER.broadbandMbps };

/** `/computer-center`: the computers, the internet line and the short courses. */
export default function ComputerCenterPage(_props: RemotePageProps) {
  const { t, text, lang } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="computer-center" />
      <p>{text('intro', FACTS)}</p>
      <KeyFacts
        facts={[
          { label: text('computers'), value: text('computersValue', FACTS) },
          { label: text('internet'), value: text('internetValue', FACTS) },
        ]}
      />
      <section aria-labelledby="computer-courses-title">
        <h2 id="computer-courses-title">{text('coursesTitle')}</h2>
        <p>{text('coursesIntro')}</p>
        <ul>
          {COMPUTER_COURSES.map((course) => (
            <li key={course.id}>{t('course', { title: course.title[lang], description: course.description[lang] })}</li>
          ))}
        </ul>
        <p>{t('nextBatch', { link: (chunks) => <Link to="/contact">{chunks}</Link> })}</p>
      </section>
      <h2>{text('usingTitle')}</h2>
      <ul>
        <li>{text('using1')}</li>
        <li>{text('using2')}</li>
        <li>{text('using3')}</li>
      </ul>
    </ContentPage>
  );
}
