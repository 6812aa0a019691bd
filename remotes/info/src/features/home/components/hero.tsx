import { Button, Link } from '@college/design-system';
import { SITE } from '@college/remote-kit';
import styles from './hero.module.css';

/** The page's h1. Text on a CSS background only: it paints at once on slow connections. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          {SITE.name}
        </h1>
        <p className={styles.tagline}>{SITE.tagline}</p>
        <div className={styles.actions}>
          <Button as={Link} to="/courses" variant="outline" size="lg">
            Our Courses
          </Button>
          <Button as={Link} to="/contact" variant="secondary" size="lg">
            Contact Us
          </Button>
        </div>
      </div>
    </section>
  );
}
