import { PageHeader, useCatalogue } from '@college/design-system';
import {
  ATTENDANCE_RECORD_PATH,
  type AttendanceRecord,
  attendanceRecordsResponseSchema,
} from '@college/records-service/contract';
import { FilteredListing, listingPageAnswers, ViewLink } from '../features/listing/filtered-listing';
import { useTerm } from '../features/shared/use-term';
import messages from './pages.messages.json';
import styles from './pages.module.css';

/** Live (decision 017): the filters' lists, and the listing its address names, in the first response. */
export const pageAnswers = listingPageAnswers(ATTENDANCE_RECORD_PATH);

/** `/attendence` (spelled so in the spec): the monthly biometric attendance sheets. */
export default function AttendancePage() {
  const { text } = useCatalogue(messages);
  const { term, termText } = useTerm();
  return (
    <>
      <PageHeader title={text('attendanceTitle')} />
      <div className={styles.body}>
        <FilteredListing<AttendanceRecord>
          path={ATTENDANCE_RECORD_PATH}
          schema={attendanceRecordsResponseSchema}
          caption={text('attendanceSheets')}
          columns={[
            { key: 'month', header: text('month'), render: (row) => term(row.month) },
            { key: 'year', header: text('year'), render: (row) => String(row.year) },
            {
              key: 'file',
              header: text('file'),
              render: (row) => (
                <ViewLink href={row.file} what={text('attendanceOf', { month: termText(row.month), year: row.year })} />
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
