import { TableScroll } from '../../../components/content-page/content-page';
import { LIBRARY } from '../library';

/** Books a member may hold at one time (spec §9): the same table on the library page and in its rules. */
export function BorrowingLimitsTable({ caption, hideCaption = false }: { caption: string; hideCaption?: boolean }) {
  return (
    <TableScroll caption={caption} hideCaption={hideCaption}>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Books at a time</th>
        </tr>
      </thead>
      <tbody>
        {LIBRARY.borrowingLimits.map(({ member, books }) => (
          <tr key={member}>
            <th scope="row">{member}</th>
            <td>{books}</td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
