import { KeyFacts, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { BorrowingLimitsTable } from '../../features/facilities/components/borrowing-limits-table';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { indianNumber } from '@college/settings/format';
import { LIBRARY, rupees } from '../../features/facilities/library';
import messages from './library-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const books = indianNumber(LIBRARY.approxBooks);

/** `/library`: collection, hours, borrowing limits and charges; the full rules are on their own page. */
export default function LibraryPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="library" />
      <p>{text('intro', { books })}</p>
      <KeyFacts
        facts={[
          { label: text('books'), value: text('booksValue', { books }) },
          { label: text('hours'), value: text('hoursValue') },
        ]}
      />
      <h2>{text('borrowingTitle')}</h2>
      <p>{text('borrowing')}</p>
      <BorrowingLimitsTable caption={text('borrowingCaption')} hideCaption />
      <h2>{text('finesTitle')}</h2>
      <ul>
        <li>{t('lateFine', { fine: rupees(LIBRARY.overdueFinePerDay) })}</li>
        <li>{t('lostCard', { fee: rupees(LIBRARY.cardReplacementFee) })}</li>
        <li>{t('lostBook', {})}</li>
      </ul>
      <p>{t('rules', { link: (chunks) => <Link to={LIBRARY.rulesPath}>{chunks}</Link> })}</p>
    </ContentPage>
  );
}
