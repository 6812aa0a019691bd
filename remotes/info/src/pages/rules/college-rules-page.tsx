import { Alert, ExternalLink, Link, useCatalogue } from '@college/design-system';
import { SITE, telHref, useSite, type RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './college-rules-page.messages.json';
import styles from './rules.module.css';

const ANTI_RAGGING_SITE =
  SITE.outsideSites.find((site) => site.short === 'ANTI RAGGING')?.href ?? 'https://www.antiragging.in/';

type Officer = (typeof SITE.officers)[keyof typeof SITE.officers];

/** `/college-rules-and-regulations`: what every student must know and follow on the campus. */
export default function CollegeRulesPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  const site = useSite();
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  // A college officer from the settings (name and post in the page's language), with phone and e-mail links.
  const officerContact = (officer: Officer) => (
    <p>
      {t('officer', {
        designation: officer.designation,
        name: officer.name,
        phone: <a href={telHref(officer.phone)}>{officer.phone}</a>,
        email: mail(officer.email),
      })}
    </p>
  );
  const linkTo = (to: string) => (chunks: React.ReactNode[]) => <Link to={to}>{chunks}</Link>;
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro')}</p>

      <h2>{t('attendanceTitle')}</h2>
      <ul>
        <li>{t('attendanceRegular')}</li>
        <li>{t('attendanceBiometric', { link: linkTo('/attendence') })}</li>
        <li>{t('attendanceMinimum')}</li>
        <li>{t('attendanceAbsence')}</li>
      </ul>

      <h2>{t('cardTitle')}</h2>
      <ul>
        <li>{t('cardCarry')}</li>
        <li>{t('cardShow')}</li>
        <li>{t('cardLost')}</li>
      </ul>

      <h2>{t('conductTitle')}</h2>
      <ul>
        <li>{t('conductRespect')}</li>
        <li>{t('conductClean')}</li>
        <li>{t('conductForbidden')}</li>
        <li>{t('conductUnfair')}</li>
        <li>{t('conductFees')}</li>
        <li>{t('conductCell', { link: linkTo('/disciplinary') })}</li>
      </ul>

      <h2>{t('phonesTitle')}</h2>
      <ul>
        <li>{t('phonesSilent')}</li>
        <li>{t('phonesExam')}</li>
        <li>{t('phonesRecord')}</li>
      </ul>

      <h2>{t('raggingTitle')}</h2>
      <Alert tone="warning" title={text('raggingAlertTitle')}>
        {t('raggingAlert')}
      </Alert>
      <p>
        {t('raggingReport', {
          helpline: (
            <a className={styles.helpline} href={telHref(site.antiRagging.helpline)}>
              {site.antiRagging.helpline}
            </a>
          ),
          email: mail(site.antiRagging.email),
          site: (chunks) => <ExternalLink href={ANTI_RAGGING_SITE}>{chunks}</ExternalLink>,
        })}
      </p>
      {officerContact(site.officers.antiRagging)}

      <h2>{t('grievancesTitle')}</h2>
      <p>{t('grievances', { complaints: linkTo('/complaints'), feedback: linkTo('/feedback') })}</p>
      {officerContact(site.officers.grievance)}
    </ContentPage>
  );
}
