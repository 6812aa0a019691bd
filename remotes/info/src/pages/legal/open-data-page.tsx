import { ExternalLink, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';
import messages from './open-data-page.messages.json';
import styles from './legal.module.css';

const LGD_URL = 'https://lgdirectory.gov.in/';
const LICENCE_URL = 'https://data.gov.in/government-open-data-license-india';
const CSV_SOURCE = {
  name: 'planemad/india-local-government-directory',
  href: 'https://github.com/planemad/india-local-government-directory',
};
/** The day the CSV files were taken from that repository. */
const RETRIEVED = '2022-03-11';

/** Credits for the third-party data this portal ships, as its licence asks (data/india-lgd/README.md). */
export default function OpenDataPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro')}</p>

      <h2>{t('placesTitle')}</h2>
      <p>{t('places')}</p>
      <div className={styles.attribution}>
        <p>
          {t('attribution', {
            site: <ExternalLink href={LGD_URL}>{LGD_URL}</ExternalLink>,
            licence: <ExternalLink href={LICENCE_URL}>{text('licence')}</ExternalLink>,
          })}
        </p>
      </div>
      <ul>
        <li>{t('copyright')}</li>
        <li>
          {t('source', {
            // A repository's name, written as it is: English inside a Hindi page.
            repository: (
              <ExternalLink href={CSV_SOURCE.href}>
                <span lang="en">{CSV_SOURCE.name}</span>
              </ExternalLink>
            ),
            date: <time dateTime={RETRIEVED}>{formatIndianDate(RETRIEVED)}</time>,
          })}
        </li>
        <li>{t('coverage')}</li>
      </ul>

      <h2>{t('warrantyTitle')}</h2>
      <p>{t('warranty')}</p>
      <p>{t('missing')}</p>
      <OfficeContact />
      <p>{t('seeAlso', { link: (chunks) => <Link to="/PrivacyPolicy">{chunks}</Link> })}</p>
    </ContentPage>
  );
}
