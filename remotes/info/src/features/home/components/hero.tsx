import { Button, Link, useCatalogue } from '@college/design-system';
import { useSite } from '@college/remote-kit';
import messages from '../home.messages.json';
import { useRegistrationStatus } from '../use-admission-session';
import styles from './hero.module.css';

/** The page's h1. Text on a CSS background only: it paints at once on slow connections. */
export function Hero() {
  const site = useSite();
  const { text } = useCatalogue(messages);
  const status = useRegistrationStatus();
  const closed = status === 'closed';
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
          <Button as={Link} to="/contact" variant="outline" size="lg">
            {text('contactUs')}
          </Button>
          {/* While registration is open (or until the browser knows the day) applying is on the
              first screen; once closed it is hidden in place (last, so no gap), and nothing shifts. */}
          <Button
            as={Link}
            to="/admission"
            variant="secondary"
            size="lg"
            className={closed ? styles.hidden : undefined}
            aria-hidden={closed || undefined}
            tabIndex={closed ? -1 : undefined}
          >
            {text('applyOnline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
