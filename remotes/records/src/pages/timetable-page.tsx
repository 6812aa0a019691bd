import { PageHeader, useCatalogue } from '@college/design-system';
import {
  MISSING,
  TIMETABLE_RECORD_PATH,
  type TimetableRecord,
  timetableRecordsResponseSchema,
} from '@college/records-service/contract';
import { FilteredListing, listingPageAnswers, ViewLink } from '../features/listing/filtered-listing';
import { useTerm } from '../features/shared/use-term';
import messages from './pages.messages.json';
import styles from './pages.module.css';

/** Live (decision 017): the filters' lists, and the listing its address names, in the first response. */
export const pageAnswers = listingPageAnswers(TIMETABLE_RECORD_PATH, 'type');

/** `/timetable`: time tables and academic calendars, by Type. */
export default function TimetablePage() {
  const { text } = useCatalogue(messages);
  const { term, termText } = useTerm();
  return (
    <>
      <PageHeader title={text('timetableTitle')} />
      <div className={styles.body}>
        <FilteredListing<TimetableRecord>
          path={TIMETABLE_RECORD_PATH}
          schema={timetableRecordsResponseSchema}
          caption={text('timetables')}
          extra={{
            name: 'type',
            label: text('type'),
            missing: MISSING.timetable,
            options: [
              { value: 'timetable', label: text('timetable') },
              { value: 'calendar', label: text('calendar') },
            ],
          }}
          columns={[
            { key: 'session', header: text('session'), render: (row) => `${row.start_year}-${row.end_year}` },
            { key: 'course', header: text('course'), render: (row) => term(row.course) },
            { key: 'part', header: text('semester'), render: (row) => term(row.base_name) },
            {
              key: 'file',
              header: text('file'),
              render: (row) => <ViewLink href={row.file} what={`${termText(row.course)} ${termText(row.base_name)}`} />,
            },
          ]}
        />
      </div>
    </>
  );
}
