import { Card, Link, useLanguage, type CardHeadingLevel } from '@college/design-system';
import type { Both } from '../../shared/both';
import styles from './facility-grid.module.css';

/** The facility card shape (id, img, title, description); `to` makes the title a link to its page. */
export type FacilityGridItem = {
  id: string;
  img: string;
  alt: Both;
  title: Both;
  description: Both;
  to?: string;
};

type FacilityGridProps = {
  items: readonly FacilityGridItem[];
  /** Heading level of each card title, to fit under the section heading. */
  headingLevel?: CardHeadingLevel;
  /** How many leading cards load at once; the rest are below the fold on phones and load lazily. */
  eagerCount?: number;
  'aria-labelledby'?: string;
};

/** A responsive grid of facility cards, one per data item. */
export function FacilityGrid({ items, headingLevel = 'h3', eagerCount = 0, ...rest }: FacilityGridProps) {
  const lang = useLanguage();
  return (
    <ul className={styles.grid} {...rest}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Card
            as={headingLevel}
            className={styles.card}
            variant="elevated"
            media={
              <img
                src={item.img}
                alt={item.alt[lang]}
                width={320}
                height={180}
                loading={index < eagerCount ? 'eager' : 'lazy'}
                decoding="async"
              />
            }
            title={item.to ? <Link to={item.to}>{item.title[lang]}</Link> : item.title[lang]}
          >
            <p className={styles.description}>{item.description[lang]}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
