import { Link, useLocation } from 'react-router-dom';
import { Button, PageHeader } from '@college/design-system';
import styles from './not-found.module.css';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <div className={styles.body}>
        <p>
          There is no page at <code>{pathname}</code>. The link may be old or mistyped.
        </p>
        <p className={styles.actions}>
          <Button as={Link} to="/" variant="primary">
            Go to the home page
          </Button>
          <Button as={Link} to="/contact" variant="outline">
            Contact the college
          </Button>
        </p>
      </div>
    </>
  );
}
