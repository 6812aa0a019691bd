import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityGrid } from '../../features/facilities/components/facility-grid';
import { ALL_FACILITIES } from '../../features/facilities/facilities';
import { GALLERY_IMAGE_SIZE, GALLERY_IMAGES } from '../../features/facilities/gallery';
import messages from './college-campus-page.messages.json';
import styles from './college-campus-page.module.css';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const mainBuilding = GALLERY_IMAGES[0];

/** `/college-campus`: an overview and every facility as a card (the home page's "View More" target). */
export default function CollegeCampusPage(_props: RemotePageProps) {
  const { t, text, lang } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} wide reviewed={REVIEWED}>
      <div className={styles.overview}>
        <img
          className={styles.picture}
          src={mainBuilding.img}
          alt={mainBuilding.alt[lang]}
          width={GALLERY_IMAGE_SIZE.width}
          height={GALLERY_IMAGE_SIZE.height}
        />
        <div>
          <p>{text('p1')}</p>
          <p>{text('p2')}</p>
        </div>
      </div>
      <section aria-labelledby="campus-facilities-title">
        <h2 id="campus-facilities-title">{text('facilitiesTitle')}</h2>
        <FacilityGrid items={ALL_FACILITIES} headingLevel="h3" />
      </section>
      <h2>{text('seeTitle')}</h2>
      <p>{t('see', { link: (chunks) => <Link to="/gallery">{chunks}</Link> })}</p>
    </ContentPage>
  );
}
