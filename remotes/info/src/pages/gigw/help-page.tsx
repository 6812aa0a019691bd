import { Link, useCatalogue } from '@college/design-system';
import { telHref, useSite, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, TableScroll } from '../../components/content-page/content-page';
import { GIGW_REVIEWED } from './gigw';
import { PhoneAndEmail } from './phone-and-email';
import messages from './help.messages.json';

type Id = keyof (typeof messages)['en'];

const KB = 1024;
/**
 * The uploads the forms take, as the services' contracts enforce them (help-page.test.ts checks
 * these against APPLICANT_FILES, SCREENSHOT_RULE and CAREER_FILES, so they cannot drift apart).
 */
export const FILE_LIMITS: { id: Id; formats: string; maxBytes: number }[] = [
  { id: 'admissionPhoto', formats: 'JPEG, PNG', maxBytes: 100 * KB },
  { id: 'admissionSignature', formats: 'JPEG, PNG', maxBytes: 50 * KB },
  { id: 'admissionDocuments', formats: 'PDF, JPEG, PNG', maxBytes: 1024 * KB },
  { id: 'paymentScreenshot', formats: 'PDF, JPEG, PNG', maxBytes: 1024 * KB },
  { id: 'careerPhoto', formats: 'JPEG, PNG', maxBytes: 60 * KB },
  { id: 'careerCv', formats: 'PDF', maxBytes: 2048 * KB },
];

const size = (bytes: number) => (bytes >= 1024 * KB ? `${bytes / (1024 * KB)} MB` : `${bytes / KB} KB`);

const FIND = ['findMenus', 'findLanguage', 'findSitemap', 'findFooter'] as const;
const TROUBLE = ['troubleConnection', 'troubleWait', 'troubleBrowser', 'troubleForm'] as const;

/** `/help` (GIGW 3.0): using the site, the files its forms accept, PDFs, and what to do when stuck. */
export default function HelpPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  const site = useSite();
  return (
    <ContentPage title={text('title')} reviewed={GIGW_REVIEWED}>
      <p>{text('intro')}</p>

      <h2>{text('findTitle')}</h2>
      {FIND.map((id) => (
        <p key={id}>
          {t(id, {
            sitemap: (chunks) => <Link to="/sitemap">{chunks}</Link>,
            key: (chunks) => <kbd lang="en">{chunks}</kbd>,
          })}
        </p>
      ))}

      <h2>{text('filesTitle')}</h2>
      <p>{text('filesIntro')}</p>
      <TableScroll caption={text('filesCaption')} hideCaption>
        <thead>
          <tr>
            <th scope="col">{text('upload')}</th>
            <th scope="col">{text('formats')}</th>
            <th scope="col">{text('largest')}</th>
          </tr>
        </thead>
        <tbody>
          {FILE_LIMITS.map((file) => (
            <tr key={file.id}>
              <th scope="row">{text(file.id)}</th>
              <td>{file.formats}</td>
              <td>{size(file.maxBytes)}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
      <p>{text('filesTip')}</p>

      <h2>{text('pdfTitle')}</h2>
      <p>{text('pdf')}</p>

      <h2>{text('troubleTitle')}</h2>
      <ul>
        {TROUBLE.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>

      <h2>{text('contactTitle')}</h2>
      <p>
        {t('contact', {
          days: site.officeHours.days,
          opens: site.officeHours.opens,
          closes: site.officeHours.closes,
          contact: (chunks) => <Link to="/contact">{chunks}</Link>,
        })}
      </p>
      <PhoneAndEmail phone={site.phone} email={site.email} />
      <p>
        {t('technical', {
          phone: site.helplines.technical,
          link: (chunks) => <a href={telHref(site.helplines.technical)}>{chunks}</a>,
        })}
      </p>
    </ContentPage>
  );
}
