import { useState } from 'react';
import { Alert, Button, KeyFacts, Link } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { Loaded } from '@college/remote-kit/office';
import { OFFICE_NEWS_PATH, officeNewsAnswerSchema, type OfficeNotice } from '@college/info-service/office/news';
import { formatIndianDate } from '@college/settings/dates';
import { CONTENT_TEXT } from './content-text';
import { CONTENT_OFFICE_PAGES } from './content-pages';
import { NoticeChangeForm } from './notice-form';
import { NoticeStateForm } from './notice-state-form';
import { stateOf } from './notices-table';

function CurrentNotice({ notice }: { notice: OfficeNotice }) {
  return (
    <section aria-labelledby="notice-current">
      <h2 id="notice-current">{CONTENT_TEXT.currentTitle}</h2>
      <KeyFacts
        facts={[
          { label: CONTENT_TEXT.notice, value: notice.description },
          { label: CONTENT_TEXT.date, value: formatIndianDate(notice.published_on) },
          {
            label: CONTENT_TEXT.state,
            value: stateOf(notice) + (notice.pinned ? `, ${CONTENT_TEXT.pinned.toLowerCase()}` : ''),
          },
          {
            label: CONTENT_TEXT.lastDay,
            value: notice.expires_on ? formatIndianDate(notice.expires_on) : CONTENT_TEXT.noLastDay,
          },
          {
            label: CONTENT_TEXT.file,
            value: notice.file ? (
              <a href={notice.file} target="_blank" rel="noopener noreferrer">
                {CONTENT_TEXT.openFile}
              </a>
            ) : (
              CONTENT_TEXT.noFile
            ),
          },
        ]}
      />
      <p>{CONTENT_TEXT.lastChange(notice.updated_by, notice.updated_at)}</p>
    </section>
  );
}

/** `/office/content/news/:id`: one notice as it stands, its change, and putting it on or off the website. */
export function NoticeView({ id }: { id: string }) {
  // The office list answers every notice; one more read per page is nothing next to a second route.
  const notices = useResource((signal) => getJson(OFFICE_NEWS_PATH, officeNewsAnswerSchema, signal));
  const [note, setNote] = useState<'saved' | 'published' | 'unpublished' | 'stale' | null>(null);
  const done = (next: typeof note) => {
    setNote(next);
    notices.reload();
  };
  return (
    <>
      <p>
        <Link to={CONTENT_OFFICE_PAGES.content.path}>{CONTENT_TEXT.backToList}</Link>
      </p>
      {note === 'stale' ? (
        <Alert tone="warning" action={<Button onClick={() => done(null)}>{CONTENT_TEXT.reload}</Button>}>
          <p>{CONTENT_TEXT.stale}</p>
        </Alert>
      ) : (
        note && (
          <Alert tone="success">
            <p>
              {note === 'saved'
                ? CONTENT_TEXT.saved
                : note === 'published'
                  ? CONTENT_TEXT.publishedNow
                  : CONTENT_TEXT.unpublishedNow}
            </p>
          </Alert>
        )
      )}
      <Loaded resource={notices} loading={CONTENT_TEXT.loading} failed={CONTENT_TEXT.loadFailed}>
        {({ data }) => {
          const notice = data.find((item) => String(item.id) === id);
          if (!notice) return <Alert tone="warning">{CONTENT_TEXT.unknown}</Alert>;
          return (
            <>
              <CurrentNotice notice={notice} />
              <NoticeStateForm
                key={`state-${notice.version}`}
                notice={notice}
                onSaved={(next) => done(next.status === 'published' ? 'published' : 'unpublished')}
                onStale={() => setNote('stale')}
              />
              <NoticeChangeForm
                key={`change-${notice.version}`}
                notice={notice}
                onSaved={() => done('saved')}
                onStale={() => setNote('stale')}
              />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
