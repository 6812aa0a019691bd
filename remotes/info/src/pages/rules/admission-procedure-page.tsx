import { Alert, Button, Link, useCatalogue } from '@college/design-system';
import { ADMISSION, nameIn, type RemotePageProps, telHref, useSite, useWindowStatus } from '@college/remote-kit';
import { ContentPage, PageActions } from '../../components/content-page/content-page';
import { ADMISSION_SESSION_ANSWER, useAdmissionSession } from '../../features/home/use-admission-session';
import messages from './admission-procedure-page.messages.json';
import styles from './rules.module.css';

/** The admission window this page shows is the admissions office's, in its first response (decision 017). */
export const pageAnswers = [ADMISSION_SESSION_ANSWER];

/** `/admission-procedure`: the five steps from registration to verification, with dates and office hours. */
export default function AdmissionProcedurePage(_props: RemotePageProps) {
  const { t, text, lang } = useCatalogue(messages);
  const site = useSite();
  const { year, registration } = useAdmissionSession();
  const status = useWindowStatus({ opens: registration.opens.iso, closes: registration.closes.iso });
  const opens = <time dateTime={registration.opens.iso}>{registration.opens.label}</time>;
  const closes = <time dateTime={registration.closes.iso}>{registration.closes.label}</time>;
  // "B.A., B.Sc. and M.A.", the names and the "and" in the page's language (the same in Node and
  // every browser, unlike Intl.ListFormat, so the prerender matches the first render).
  const names = ADMISSION.courses.map((course) => nameIn(course.name, lang));
  const courses =
    names.length > 1 ? text('list', { rest: names.slice(0, -1).join(', '), last: names.at(-1)! }) : (names[0] ?? '');
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>
        {t('intro', {
          year,
          courses,
          bed: (chunks) => <Link to="/course_bed">{chunks}</Link>,
          deled: (chunks) => <Link to="/course_deled">{chunks}</Link>,
        })}
      </p>

      <Alert tone="info" title={text('datesTitle')}>
        {t('dates', { opens, closes })}
      </Alert>

      <h2>{t('stepsTitle')}</h2>
      <ol className={styles.steps}>
        <li>
          <h3>{t('formTitle')}</h3>
          <p>
            {t('form', {
              opens: registration.opens.label,
              closes: registration.closes.label,
              link: (chunks) => <Link to="/admission">{chunks}</Link>,
            })}
          </p>
        </li>
        <li>
          <h3>{t('uploadTitle')}</h3>
          <p>{t('upload')}</p>
        </li>
        <li>
          <h3>{t('keepTitle')}</h3>
          <p>{t('keep', { status: (chunks) => <Link to="/admission/status">{chunks}</Link> })}</p>
        </li>
        <li>
          <h3>{t('payTitle')}</h3>
          <p>{t('pay')}</p>
        </li>
        <li>
          <h3>{t('verifyTitle')}</h3>
          <p>{t('verify')}</p>
        </li>
      </ol>

      <h2>{t('documentsTitle')}</h2>
      <ul>
        <li>{t('docHighSchool')}</li>
        <li>{t('docIntermediate')}</li>
        <li>{t('docPhoto')}</li>
        <li>{t('docAadhaar')}</li>
        <li>{t('docDomicile')}</li>
        <li>{t('docTransfer')}</li>
        <li>{t('docCaste')}</li>
      </ul>

      <h2>{t('hoursTitle')}</h2>
      <p>
        {t('hours', {
          opens: site.officeHours.opens,
          closes: site.officeHours.closes,
          days: site.officeHours.days,
          helpline: (
            <a className={styles.helpline} href={telHref(site.helplines.admission)}>
              {site.helplines.admission}
            </a>
          ),
          technical: <a href={telHref(site.helplines.technical)}>{site.helplines.technical}</a>,
        })}
      </p>

      <PageActions>
        {status === 'open' && (
          <Button as={Link} to="/admission" size="lg">
            {t('apply')}
          </Button>
        )}
        <Button as={Link} to="/courses" variant="outline" size="lg">
          {t('courses')}
        </Button>
      </PageActions>
    </ContentPage>
  );
}
