import { PageHeader, useCatalogue } from '@college/design-system';
import {
  STUDENT_RECORD_PATH,
  type StudentRecord,
  studentRecordsResponseSchema,
} from '@college/records-service/contract';
import { FilteredListing, listingPageAnswers } from '../features/listing/filtered-listing';
import { useTerm } from '../features/shared/use-term';
import messages from './pages.messages.json';
import styles from './pages.module.css';

const joined = (...parts: string[]) => parts.filter((part) => part.trim()).join(' ');

/** Live (decision 017): the filters' lists, and the listing its address names, in the first response. */
export const pageAnswers = listingPageAnswers(STUDENT_RECORD_PATH);

/** `/student_data`: the students of a course, semester and academic year. */
export default function StudentDataPage() {
  const { text } = useCatalogue(messages);
  const { term, stored } = useTerm();
  return (
    <>
      <PageHeader title={text('studentTitle')} />
      <div className={styles.body}>
        <FilteredListing<StudentRecord>
          path={STUDENT_RECORD_PATH}
          schema={studentRecordsResponseSchema}
          caption={text('students')}
          columns={[
            {
              key: 'name',
              header: text('studentName'),
              render: (row) => stored(joined(row.stu_fname, row.stu_mname, row.stu_lname)),
            },
            {
              key: 'father',
              header: text('fatherName'),
              render: (row) => stored(joined(row.stu_father_fname, row.stu_father_mname, row.stu_father_lname)),
            },
            // Categories and genders are written in capitals in English (spec), in words in Hindi.
            { key: 'category', header: text('category'), render: (row) => term(row.stu_cast.toUpperCase()) },
            { key: 'gender', header: text('gender'), render: (row) => term(row.stu_gender.toUpperCase()) },
          ]}
        />
      </div>
    </>
  );
}
