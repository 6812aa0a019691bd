import type { ReactNode } from 'react';
import { DataTable } from '@college/design-system';
import { officeRoom as styles } from '@college/remote-kit/office';
import type { ClassColumn, ClassNames } from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';

const N = T.nameColumns;

/**
 * The names a sheet may give a class by, each beside its code (a clerk copies either): the courses
 * with their years or semesters, and the academic years. `children` goes under the years (the
 * overview's Add the next academic year).
 */
export function ClassNamesList({
  names,
  columns,
  title,
  children,
}: {
  names: ClassNames;
  /** The class columns of the sheet (faculty: the course only). */
  columns: readonly ClassColumn[];
  title: string;
  children?: ReactNode;
}) {
  const withParts = columns.includes('part_id');
  const parts = names.courses.flatMap((course) =>
    withParts
      ? course.parts.map((part) => ({ course, part }))
      : [{ course, part: undefined as { id: number; name: string } | undefined }],
  );
  return (
    <section aria-labelledby="class-names-title" className={styles.section}>
      <h2 id="class-names-title">{title}</h2>
      <p className={styles.intro}>{T.namesIntro}</p>
      <DataTable
        caption={withParts ? T.coursesCaption : T.coursesOnlyCaption}
        columns={[
          { key: 'course', header: N.course, render: (row) => row.course.name },
          { key: 'course_code', header: N.courseCode, render: (row) => row.course.id },
          ...(withParts
            ? [
                { key: 'part', header: N.part, render: (row: (typeof parts)[number]) => row.part?.name },
                { key: 'part_code', header: N.partCode, render: (row: (typeof parts)[number]) => row.part?.id },
              ]
            : []),
        ]}
        rows={parts}
        paged={false}
        getRowKey={(row) => `${row.course.id}/${row.part?.id ?? ''}`}
      />
      {columns.includes('acd_year') && (
        <>
          <DataTable
            caption={T.yearsCaption}
            columns={[
              { key: 'name', header: N.year, render: (row) => row.name },
              { key: 'id', header: N.yearCode, render: (row) => row.id },
            ]}
            rows={names.years}
            paged={false}
            getRowKey={(row) => row.id}
          />
          {children}
        </>
      )}
    </section>
  );
}
