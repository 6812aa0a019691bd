import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityGrid } from '../../features/facilities/components/facility-grid';
import { ALL_FACILITIES } from '../../features/facilities/facilities';
import { GALLERY_IMAGE_SIZE, GALLERY_IMAGES } from '../../features/facilities/gallery';
import styles from './college-campus-page.module.css';

const mainBuilding = GALLERY_IMAGES[0];

/** `/college-campus`: an overview and every facility as a card (the home page's "View More" target). */
export default function CollegeCampusPage(_props: RemotePageProps) {
  return (
    <ContentPage title="College Campus" wide>
      <div className={styles.overview}>
        <img
          className={styles.picture}
          src={mainBuilding.img}
          alt={mainBuilding.alt}
          width={GALLERY_IMAGE_SIZE.width}
          height={GALLERY_IMAGE_SIZE.height}
        />
        <div>
          <p>
            The college stands in a rural area where there is no other college, about 20 km from the district city and
            5 km before the market. It is run by a society and was founded so that young people of the surrounding
            villages can study close to home, especially girls who found it hard to get admission elsewhere.
          </p>
          <p>
            Teacher education (B.Ed. and D.El.Ed.) and the B.A., B.Sc. and M.A. courses are all taught on this one
            campus, with classrooms, laboratories, a library, a computer center and a playground.
          </p>
        </div>
      </div>

      <section aria-labelledby="campus-facilities-title">
        <h2 id="campus-facilities-title">Our facilities</h2>
        <FacilityGrid items={ALL_FACILITIES} headingLevel="h3" />
      </section>

      <h2>See the campus</h2>
      <p>
        Pictures of the buildings, the library, a laboratory, the sports ground and college events are in the{' '}
        <Link to="/gallery">Gallery</Link>.
      </p>
    </ContentPage>
  );
}
