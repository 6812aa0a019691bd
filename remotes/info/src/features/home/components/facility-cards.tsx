import { Button, Card, Link, useCatalogue } from '@college/design-system';
import { FACILITIES } from '../../shared/featured-facilities';
import messages from '../home.messages.json';
import styles from './facility-cards.module.css';

/** "Our Facilities": one card per facility from data, each leading to its own page. */
export function FacilityCards() {
  const { t, text, lang } = useCatalogue(messages);
  return (
    <>
      <h2 id="home-facilities-title" className={styles.title}>
        {text('facilitiesTitle')}
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
                <img
                  src={facility.img}
                  alt={facility.alt[lang]}
                  width={320}
                  height={180}
                  loading="lazy"
                  decoding="async"
                />
              }
              title={<Link to={facility.to}>{facility.title[lang]}</Link>}
            >
              <p className={styles.description}>{facility.description[lang]}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Button as={Link} to="/college-campus" variant="outline">
          {t('viewMore', { hidden: (chunks) => <span className="ds-visually-hidden">{chunks}</span> })}
        </Button>
      </p>
    </>
  );
}
