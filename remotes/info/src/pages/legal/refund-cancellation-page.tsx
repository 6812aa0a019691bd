import { Alert, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { rupees } from '@college/settings/format';
import { ContentPage, TableScroll } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';
import messages from './refund-cancellation-page.messages.json';

/** The UGC's 2024-25 refund policy: its dates and the most it allows to keep as processing fee. */
const FULL_REFUND_UNTIL = '2024-09-30';
const DEDUCTION_FROM = '2024-10-01';
const DEDUCTION_UNTIL = '2024-10-31';
const MAX_PROCESSING_FEE = 1000;

const day = (iso: string) => <time dateTime={iso}>{formatIndianDate(iso)}</time>;

/** `/RefundCancellation`: the UGC fee refund policy for session 2024-25 and how to ask for a refund. */
export default function RefundCancellationPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro')}</p>

      <h2>{t('policyTitle')}</h2>
      <TableScroll caption={text('caption')}>
        <thead>
          <tr>
            <th scope="col">{t('cancelled')}</th>
            <th scope="col">{t('refund')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('upTo', { date: day(FULL_REFUND_UNTIL) })}</th>
            <td>{t('full')}</td>
          </tr>
          <tr>
            <th scope="row">{t('between', { from: day(DEDUCTION_FROM), to: day(DEDUCTION_UNTIL) })}</th>
            <td>{t('deduction', { amount: rupees(MAX_PROCESSING_FEE) })}</td>
          </tr>
          <tr>
            <th scope="row">{t('after', { date: day(DEDUCTION_UNTIL) })}</th>
            <td>{t('notification')}</td>
          </tr>
        </tbody>
      </TableScroll>

      <Alert tone="info" title={text('otherTitle')}>
        {t('other')}
      </Alert>

      <h2>{t('howTitle')}</h2>
      <ol>
        <li>{t('howWrite')}</li>
        <li>{t('howDetails')}</li>
        <li>{t('howBank')}</li>
        <li>{t('howHandIn')}</li>
      </ol>
      <p>{t('howAfter')}</p>

      <h2>{t('problemsTitle')}</h2>
      <p>{t('problems')}</p>

      <h2>{t('contactTitle')}</h2>
      <OfficeContact />
      <p>{t('seeAlso', { link: (chunks) => <Link to="/TermsConditions">{chunks}</Link> })}</p>
    </ContentPage>
  );
}
