import { useCatalogue } from '@college/design-system';
import { TableScroll } from '../../../components/content-page/content-page';
import messages from '../facilities.messages.json';
import { LIBRARY } from '../library';

/** Books a member may hold at one time: the same table on the library page and in its rules. */
export function BorrowingLimitsTable({ caption, hideCaption = false }: { caption: string; hideCaption?: boolean }) {
  const { text, lang } = useCatalogue(messages);
  return (
    <TableScroll caption={caption} hideCaption={hideCaption}>
      <thead>
        <tr>
          <th scope="col">{text('member')}</th>
          <th scope="col">{text('booksAtATime')}</th>
        </tr>
      </thead>
      <tbody>
        {LIBRARY.borrowingLimits.map(({ member, books }) => (
          <tr key={member.en}>
            <th scope="row">{member[lang]}</th>
            <td>{books}</td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
