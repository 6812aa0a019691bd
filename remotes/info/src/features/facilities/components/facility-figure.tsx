import { useLanguage } from '@college/design-system';
import { getFacility } from '../facilities';
import styles from './facility-figure.module.css';

/** The facility's own picture at the top of its page: above the fold, so it loads at once; sized, so nothing shifts. */
export function FacilityFigure({ facilityId }: { facilityId: string }) {
  const facility = getFacility(facilityId);
  const lang = useLanguage();
  return (
    <figure className={styles.figure}>
      <img src={facility.img} alt={facility.alt[lang]} width={320} height={180} />
    </figure>
  );
}
