import { Link, useCatalogue } from '@college/design-system';
import { useSite, type RemotePageProps } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { ContentPage } from '../../components/content-page/content-page';
import { GIGW_REVIEWED } from './gigw';
import { PhoneAndEmail } from './phone-and-email';
import messages from './accessibility-statement.messages.json';

const DONE = [
  'doneKeyboard',
  'doneLabels',
  'doneContrast',
  'doneSkip',
  'doneLanguages',
  'doneNoScript',
  'doneImages',
] as const;
const LIMITS = ['limitPdf', 'limitScans', 'limitOffice'] as const;

/** `/accessibility-statement` (GIGW 3.0): the standard aimed at, what was done, what is not yet, whom to tell. */
export default function AccessibilityStatementPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  const site = useSite();
  const officer = site.officers.grievance;
  return (
    <ContentPage title={text('title')} reviewed={GIGW_REVIEWED}>
      <p>{text('intro', { college: site.name })}</p>

      <h2>{text('targetTitle')}</h2>
      <p>{text('target')}</p>

      <h2>{text('doneTitle')}</h2>
      <ul>
        {DONE.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>

      <h2>{text('limitsTitle')}</h2>
      <p>{text('limitsIntro')}</p>
      <ul>
        {LIMITS.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>
      <p>{text('limitsHelp')}</p>

      <h2>{text('reportTitle')}</h2>
      <p>
        {t('report', {
          contact: (chunks) => <Link to="/contact">{chunks}</Link>,
          feedback: (chunks) => <Link to="/feedback">{chunks}</Link>,
        })}
      </p>
      <PhoneAndEmail phone={site.phone} email={site.email} />

      <h2>{text('officerTitle')}</h2>
      <p>{text('officer')}</p>
      <p>
        <strong>{officer.name}</strong>, {officer.designation}
      </p>
      <PhoneAndEmail phone={officer.phone} email={officer.email} />

      <h2>{text('dateTitle')}</h2>
      <p>{t('date', { date: <time dateTime={GIGW_REVIEWED}>{formatIndianDate(GIGW_REVIEWED)}</time> })}</p>
    </ContentPage>
  );
}
