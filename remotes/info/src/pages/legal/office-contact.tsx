import { useCatalogue } from '@college/design-system';
import { SITE, telHref } from '@college/remote-kit';
import messages from './office-contact.messages.json';
import styles from './legal.module.css';

/** The college office's phone and e-mail, for the "Contact" section of each legal page. */
export function OfficeContact() {
  const { t } = useCatalogue(messages);
  return (
    <ul className={styles.contact}>
      <li>{t('phone', { phone: <a href={telHref(SITE.phone)}>{SITE.phone}</a> })}</li>
      <li>{t('email', { email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> })}</li>
    </ul>
  );
}
