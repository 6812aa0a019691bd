import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { BorrowingLimitsTable } from '../../features/facilities/components/borrowing-limits-table';

/** `/library-rules-and-regulations`. */
export default function LibraryRulesPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Rules and Regulations for Library">
      <p>
        The college library has about 10,000 books for study and reference. These rules keep the books available
        and in good condition for everyone. See also the <Link to="/library">library</Link> page.
      </p>

      <h2>Library hours</h2>
      <p>
        The library is open from <strong>10 a.m. to 4 p.m.</strong>
      </p>

      <h2>Borrowing books</h2>
      <p>Books are issued only on the member&apos;s own library card. A member may borrow at most:</p>
      <BorrowingLimitsTable caption="Borrowing limit" />
      <ul>
        <li>Check a book for damage when you borrow it and tell the library staff about any you find.</li>
        <li>Return books by the due date. The library staff will tell you the loan period when they issue a book.</li>
        <li>Reference books, journals and newspapers are to be read in the library only.</li>
      </ul>

      <h2>Fines and charges</h2>
      <ul>
        <li>
          Overdue books: a fine of <strong>Rs. 5 per day</strong> for each day after the due date.
        </li>
        <li>
          Lost library card: a new card is issued for <strong>Rs. 20</strong>.
        </li>
        <li>
          Lost or damaged book: the member must replace it with a new copy or pay <strong>double its cost</strong>.
        </li>
      </ul>

      <h2>In the library</h2>
      <ul>
        <li>Keep silence; switch off or silence your mobile phone.</li>
        <li>Leave bags and personal books at the place marked for them.</li>
        <li>Do not write in, mark, fold or tear pages of books.</li>
        <li>Eating and drinking are not allowed.</li>
        <li>Return all books and clear any dues before you leave the college.</li>
      </ul>
    </ContentPage>
  );
}
