import { KeyFacts, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { BorrowingLimitsTable } from '../../features/facilities/components/borrowing-limits-table';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import { LIBRARY, rupees } from '../../features/facilities/library';

const books = LIBRARY.approxBooks.toLocaleString('en-IN');
const hours = `${LIBRARY.hours.opens} to ${LIBRARY.hours.closes}`;

/** `/library`: collection, hours, borrowing limits and charges; the full rules are on their own page. */
export default function LibraryPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Library">
      <FacilityFigure facilityId="library" />
      <p>
        The college library has about {books} books: textbooks and reference books for the courses taught here, and
        books for general reading. Students and staff can read in the library or borrow books to take home.
      </p>
      <KeyFacts
        facts={[
          { label: 'Books', value: `About ${books}` },
          { label: 'Opening hours', value: hours },
        ]}
      />

      <h2>Borrowing books</h2>
      <p>Show your library card to borrow a book. The number of books a member may keep at one time is:</p>
      <BorrowingLimitsTable caption="Books a member may borrow at one time" hideCaption />

      <h2>Fines and charges</h2>
      <ul>
        <li>
          Late return: a fine of <strong>{rupees(LIBRARY.overdueFinePerDay)} per day</strong> after the due date.
        </li>
        <li>
          Lost library card: <strong>{rupees(LIBRARY.cardReplacementFee)}</strong> for a new card.
        </li>
        <li>
          Lost book: replace it with a new copy of the same book, or pay <strong>double its cost</strong>.
        </li>
      </ul>

      <p>
        Please read the full{' '}
        <Link to={LIBRARY.rulesPath}>Rules and Regulations for the Library</Link> before you borrow.
      </p>
    </ContentPage>
  );
}
