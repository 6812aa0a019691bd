import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ATTENDANCE_RECORD_PATH, type AttendanceRecord, attendanceRecordsResponseSchema } from '@college/records-service/contract';
import { FilteredListing, ViewLink } from '../features/listing/filtered-listing';
import styles from './pages.module.css';

/** `/attendence` (spelled so in the spec): the monthly biometric attendance sheets. */
export default function AttendancePage({ title = 'Biometric Attendance Record' }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <FilteredListing<AttendanceRecord>
          path={ATTENDANCE_RECORD_PATH}
          schema={attendanceRecordsResponseSchema}
          caption="Attendance sheets"
          columns={[
            { key: 'month', header: 'Month', render: (row) => row.month },
            { key: 'year', header: 'Year', render: (row) => String(row.year) },
            { key: 'file', header: 'File', render: (row) => <ViewLink href={row.file} what={`attendance ${row.month} ${row.year}`} /> },
          ]}
        />
      </div>
    </>
  );
}
