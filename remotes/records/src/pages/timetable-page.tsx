import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { TIMETABLE_RECORD_PATH, type TimetableRecord, timetableRecordsResponseSchema } from '@college/records-service/contract';
import { FilteredListing, ViewLink } from '../features/listing/filtered-listing';
import styles from './pages.module.css';

/** `/timetable`: time tables and academic calendars, by Type. */
export default function TimetablePage({ title = 'Time Table / Academic Calendar' }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <FilteredListing<TimetableRecord>
          path={TIMETABLE_RECORD_PATH}
          schema={timetableRecordsResponseSchema}
          caption="Time tables and calendars"
          extra={{
            name: 'type',
            label: 'Type',
            options: [
              { value: 'timetable', label: 'Time Table' },
              { value: 'calendar', label: 'Academic Calendar' },
            ],
          }}
          columns={[
            { key: 'session', header: 'Session', render: (row) => `${row.start_year}-${row.end_year}` },
            { key: 'course', header: 'Course', render: (row) => row.course },
            { key: 'part', header: 'Semester', render: (row) => row.base_name },
            { key: 'file', header: 'File', render: (row) => <ViewLink href={row.file} what={`${row.course} ${row.base_name}`} /> },
          ]}
        />
      </div>
    </>
  );
}
