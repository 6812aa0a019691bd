import { Button, Card, Link } from '@college/design-system';
import { FACILITIES } from '../../shared/featured-facilities';
import styles from './facility-cards.module.css';

/** "Our Facilities": one card per facility from data, each leading to its own page. */
export function FacilityCards() {
  return (
    <>
      <h2 id="home-facilities-title" className={styles.title}>
        Our Facilities
      </h2>
      <ul className={styles.grid}>
        {FACILITIES.map((facility) => (
          <li key={facility.id}>
            <Card
              as="h3"
              className={styles.card}
              variant="elevated"
              media={
                // Below the fold: load late. Width and height reserve the space, so nothing shifts.
                <img src={facility.img} alt={facility.alt} width={320} height={180} loading="lazy" decoding="async" />
              }
              title={<Link to={facility.to}>{facility.title}</Link>}
            >
              <p className={styles.description}>{facility.description}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Button as={Link} to="/college-campus" variant="outline">
          View More{' '}
          <span className="ds-visually-hidden">facilities</span>
        </Button>
      </p>
    </>
  );
}
