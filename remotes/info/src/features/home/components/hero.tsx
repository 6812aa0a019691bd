import { Button, Link, useCatalogue } from '@college/design-system';
import { useSite } from '@college/remote-kit';
import messages from '../home.messages.json';
import styles from './hero.module.css';

/** The page's h1. Text on a CSS background only: it paints at once on slow connections. */
export function Hero() {
  const site = useSite();
  const { text } = useCatalogue(messages);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          {site.name}
        </h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <div className={styles.actions}>
          <Button as={Link} to="/courses" variant="outline" size="lg">
            {text('ourCourses')}
          </Button>
          <Button as={Link} to="/contact" variant="secondary" size="lg">
            {text('contactUs')}
          </Button>
        </div>
      </div>
    </section>
  );
}
