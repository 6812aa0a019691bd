import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { ContentPage } from '../../components/content-page/content-page';
import { BorrowingLimitsTable } from '../../features/facilities/components/borrowing-limits-table';
import { LIBRARY } from '../../features/facilities/library';
import messages from './library-rules-page.messages.json';

/** `/library-rules-and-regulations`. */
export default function LibraryRulesPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro', { link: (chunks) => <Link to="/library">{chunks}</Link> })}</p>

      <h2>{t('hoursTitle')}</h2>
      <p>{t('hours', {})}</p>

      <h2>{t('borrowTitle')}</h2>
      <p>{t('borrowIntro')}</p>
      <BorrowingLimitsTable caption={text('limitsCaption')} />
      <ul>
        <li>{t('borrowCheck')}</li>
        <li>{t('borrowReturn')}</li>
        <li>{t('borrowReference')}</li>
      </ul>

      <h2>{t('finesTitle')}</h2>
      <ul>
        <li>{t('fineOverdue', { amount: rupees(LIBRARY.overdueFinePerDay) })}</li>
        <li>{t('fineCard', { amount: rupees(LIBRARY.cardReplacementFee) })}</li>
        <li>{t('fineBook', {})}</li>
      </ul>

      <h2>{t('insideTitle')}</h2>
      <ul>
        <li>{t('insideSilence')}</li>
        <li>{t('insideBags')}</li>
        <li>{t('insideBooks')}</li>
        <li>{t('insideFood')}</li>
        <li>{t('insideLeaving')}</li>
      </ul>
    </ContentPage>
  );
}
