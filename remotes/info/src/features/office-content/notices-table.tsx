import { Link } from '@college/design-system';
import type { OfficeNotice } from '@college/info-service/office/news';
import { formatIndianDate } from '@college/settings/dates';
import { CONTENT_TEXT } from './content-text';
import { officeNoticePage } from './content-pages';
import styles from '../shared/office-room.module.css';

export const stateOf = (notice: OfficeNotice) =>
  notice.status === 'draft' ? CONTENT_TEXT.draft : notice.expired ? CONTENT_TEXT.expired : CONTENT_TEXT.published;

/** Every notice, drafts too, with where it stands and a link to change it. */
export function NoticesTable({ notices }: { notices: OfficeNotice[] }) {
  if (notices.length === 0) return <p>{CONTENT_TEXT.none}</p>;
  return (
    // A focusable region named by the caption: keyboard users can scroll it on a phone.
    <div className={styles.scroll} role="region" aria-labelledby="notices-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="notices-caption">{CONTENT_TEXT.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{CONTENT_TEXT.date}</th>
            <th scope="col">{CONTENT_TEXT.notice}</th>
            <th scope="col">{CONTENT_TEXT.state}</th>
            <th scope="col">{CONTENT_TEXT.lastDay}</th>
            <th scope="col">{CONTENT_TEXT.actions}</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.id}>
              <td>
                <time dateTime={notice.published_on}>{formatIndianDate(notice.published_on)}</time>
              </td>
              <th scope="row">
                {notice.description}
                {notice.pinned && <span className={styles.note}> ({CONTENT_TEXT.pinned})</span>}
              </th>
              <td>{stateOf(notice)}</td>
              <td>
                {notice.expires_on ? (
                  <time dateTime={notice.expires_on}>{formatIndianDate(notice.expires_on)}</time>
                ) : (
                  CONTENT_TEXT.noLastDay
                )}
              </td>
              <td>
                <Link to={officeNoticePage(notice.id)} aria-label={`${CONTENT_TEXT.edit}: ${notice.description}`}>
                  {CONTENT_TEXT.edit}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
