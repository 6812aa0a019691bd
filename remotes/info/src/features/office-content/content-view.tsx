import { useState } from 'react';
import { Alert, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded } from '@college/remote-kit/office';
import { OFFICE_NEWS_PATH, officeNewsAnswerSchema, type OfficeNotice } from '@college/info-service/office/news';
import { CONTENT_TEXT } from './content-text';
import { officeNoticePage } from './content-pages';
import { NewNoticeForm } from './notice-form';
import { NoticesTable } from './notices-table';

/** `/office/content`: every notice, and the form to add one. */
export function ContentView() {
  const notices = useResource((signal) => getJson(OFFICE_NEWS_PATH, officeNewsAnswerSchema, signal));
  const [saved, setSaved] = useState<OfficeNotice | null>(null);
  return (
    <>
      <p>{CONTENT_TEXT.intro}</p>
      {/* The public records (student lists, attendance, faculty, reports) are this role's too, in the records remote's pages. */}
      <p>
        Student lists, attendance, time tables, faculty, orders, reports and the financial statements are in{' '}
        <Link to="/office/records">Public records</Link>.
      </p>
      {saved && (
        <Alert tone="success" title={CONTENT_TEXT.saved}>
          <p>
            <Link to={officeNoticePage(saved.id)}>{saved.description}</Link>
          </p>
        </Alert>
      )}
      <NewNoticeForm
        onSaved={(notice) => {
          setSaved(notice);
          notices.reload();
        }}
      />
      <h2>{CONTENT_TEXT.listTitle}</h2>
      <Loaded resource={notices} loading={CONTENT_TEXT.loading} failed={CONTENT_TEXT.loadFailed}>
        {({ data }) => <NoticesTable notices={data} />}
      </Loaded>
    </>
  );
}
