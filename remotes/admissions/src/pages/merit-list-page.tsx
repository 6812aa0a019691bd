import { Alert, Button, DataTable, Link, PageHeader, Skeleton, useCatalogue } from '@college/design-system';
import { ACADEMIC_YEAR, collegeTime, nameIn, useAnswer } from '@college/remote-kit';
import {
  MERIT_LISTS_PATH,
  meritListsAnswerSchema,
  type PublishedMerit,
  type PublishedMeritRow,
} from '@college/admissions-service/contract';
import { optionLabels } from '../features/shared/options';
import messages from './merit-list-page.messages.json';
import styles from './pages.module.css';

/** Live (decision 017): the published lists are in the first response, readable without script. */
export const pageAnswers = [MERIT_LISTS_PATH];

function PublishedList({ list }: { list: PublishedMerit }) {
  const { text, lang } = useCatalogue(messages);
  const category = optionLabels(lang);
  const place = [nameIn(list.course, lang), list.subject && nameIn(list.subject, lang)].filter(Boolean).join(' – ');
  const headingId = `merit-${list.course}-${list.subject ?? ''}`.replace(/[^\w-]/g, '');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{place}</h2>
      <p>{text('published', { date: collegeTime(list.published_at, 'day') })}</p>
      <DataTable<PublishedMeritRow>
        caption={text('caption', { place })}
        captionHidden
        rows={list.rows}
        pageSize={50}
        getRowKey={(row) => row.application_no}
        pagerLabel={text('pages', { place })}
        columns={[
          { key: 'rank', header: text('rank'), render: (row) => row.rank },
          { key: 'application_no', header: text('applicationNo'), render: (row) => row.application_no },
          { key: 'category', header: text('category'), render: (row) => category('category', row.category) },
          { key: 'category_rank', header: text('categoryRank'), render: (row) => row.category_rank },
        ]}
      />
    </section>
  );
}

/** `/merit-list`: the merit lists the admission officer published, by course (numbers and ranks only). */
export default function MeritListPage() {
  const { text } = useCatalogue(messages);
  const lists = useAnswer(MERIT_LISTS_PATH, meritListsAnswerSchema, (answer) => answer.data);
  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle', { year: ACADEMIC_YEAR })} />
      <div className={styles.body}>
        <p>{text('intro')}</p>
        <p>
          <Link to="/admission/status">{text('statusLink')}</Link>
        </p>
        {lists.status === 'loading' && <Skeleton height="12rem" />}
        {lists.status === 'error' && (
          <Alert tone="danger" title={text('failed')}>
            <Button size="sm" onClick={lists.reload}>
              {text('retry')}
            </Button>
          </Alert>
        )}
        {lists.status === 'ready' &&
          (lists.data.lists.length === 0 ? (
            <p>{text('none')}</p>
          ) : (
            lists.data.lists.map((list) => <PublishedList key={`${list.course}|${list.subject}`} list={list} />)
          ))}
      </div>
    </>
  );
}
