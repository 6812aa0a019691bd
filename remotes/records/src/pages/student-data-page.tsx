import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { STUDENT_RECORD_PATH, type StudentRecord, studentRecordsResponseSchema } from '@college/records-service/contract';
import { FilteredListing } from '../features/listing/filtered-listing';
import styles from './pages.module.css';

const joined = (...parts: string[]) => parts.filter((part) => part.trim()).join(' ');

/** `/student_data`: the students of a course, semester and academic year. */
export default function StudentDataPage({ title = 'Student Details' }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <FilteredListing<StudentRecord>
          path={STUDENT_RECORD_PATH}
          schema={studentRecordsResponseSchema}
          caption="Students"
          columns={[
            { key: 'name', header: 'Student Name', render: (row) => joined(row.stu_fname, row.stu_mname, row.stu_lname) },
            { key: 'father', header: "Father's Name", render: (row) => joined(row.stu_father_fname, row.stu_father_mname, row.stu_father_lname) },
            { key: 'category', header: 'Category', render: (row) => row.stu_cast.toUpperCase() },
            { key: 'gender', header: 'Gender', render: (row) => row.stu_gender.toUpperCase() },
          ]}
        />
      </div>
    </>
  );
}
