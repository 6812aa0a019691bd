import { Link, useLocation } from 'react-router-dom';
import { Button, localePath, PageHeader, useCatalogue } from '@college/design-system';
import messages from './not-found.messages.json';
import styles from './not-found.module.css';

export function NotFound() {
  const { pathname } = useLocation();
  const { t, text, lang } = useCatalogue(messages);
  return (
    <>
      <PageHeader title={text('title')} />
      <div className={styles.body}>
        <p>{t('body', { path: pathname, code: (chunks) => <code>{chunks}</code> })}</p>
        <p className={styles.actions}>
          <Button as={Link} to={localePath('/', lang)} variant="primary">
            {text('home')}
          </Button>
          <Button as={Link} to={localePath('/contact', lang)} variant="outline">
            {text('contact')}
          </Button>
        </p>
      </div>
    </>
  );
}
