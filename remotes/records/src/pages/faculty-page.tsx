import { useState } from 'react';
import {
  Alert,
  Button,
  DataTable,
  ErrorSummary,
  PageHeader,
  ScriptRequired,
  Select,
  Skeleton,
  useHydrated,
} from '@college/design-system';
import { getJson, postJson, type RemotePageProps, useResource } from '@college/remote-kit';
import {
  COURSES_PATH,
  coursesResponseSchema,
  FACULTY_RECORD_PATH,
  FACULTY_TYPES,
  facultyRecordsResponseSchema,
  FILL_VALUE,
} from '@college/records-service/contract';
import { PAGE_SIZE } from '../features/listing/filtered-listing';
import styles from './faculty.module.css';

type Query = { course_id: string; type: string };

/** `/faculty`: teaching or non-teaching staff of a course. */
export default function FacultyPage({ title = 'Faculty' }: RemotePageProps) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Query>({ course_id: '', type: '' });
  const [errors, setErrors] = useState<Partial<Query>>({});
  const [attempts, setAttempts] = useState(0);
  const [query, setQuery] = useState<Query | null>(null);
  const courses = useResource((signal) => (hydrated ? getJson(COURSES_PATH, coursesResponseSchema, signal) : Promise.resolve({ data: [] })), [hydrated]);
  const result = useResource((signal) => (query ? postJson(FACULTY_RECORD_PATH, query, facultyRecordsResponseSchema, signal) : Promise.resolve(undefined)), [query]);

  const set = (name: keyof Query, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: value ? undefined : FILL_VALUE }));
  };
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Query> = {};
    if (!draft.course_id) missing.course_id = FILL_VALUE;
    if (!draft.type) missing.type = FILL_VALUE;
    setErrors(missing);
    if (Object.keys(missing).length === 0) setQuery({ ...draft });
    else setAttempts((n) => n + 1);
  };

  return (
    <>
      <PageHeader title={title} />
      <div className={styles.body}>
        <form aria-label="Filters" noValidate onSubmit={search}>
          <ScriptRequired>Please turn on JavaScript in your browser to search the faculty list.</ScriptRequired>
          <ErrorSummary
            focusKey={attempts}
            errors={[
              ...(errors.course_id ? [{ fieldId: 'faculty-course', label: 'Course', message: errors.course_id }] : []),
              ...(errors.type ? [{ fieldId: 'faculty-type', label: 'Type', message: errors.type }] : []),
            ]}
          />
          <fieldset className={styles.filters} disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Select
              id="faculty-course"
              label="Course"
              placeholder="Select"
              options={(courses.data?.data ?? []).map((course) => ({ value: String(course.id), label: course.course }))}
              value={draft.course_id}
              error={errors.course_id}
              onChange={(event) => set('course_id', event.target.value)}
            />
            <Select
              id="faculty-type"
              label="Type"
              placeholder="Select"
              options={FACULTY_TYPES.map((type) => ({ value: String(type.value), label: type.label }))}
              value={draft.type}
              error={errors.type}
              onChange={(event) => set('type', event.target.value)}
            />
            <div style={{ paddingBottom: 'var(--ds-space-4)' }}>
              <Button type="submit">Search</Button>
            </div>
          </fieldset>
        </form>
        {query && result.status === 'loading' && <Skeleton height="24rem" />}
        {query && result.status === 'error' && (
          <Alert tone="danger" title="The faculty list could not be loaded">
            <p>{result.error.message}</p>
            <Button type="button" size="sm" onClick={result.reload}>
              Retry
            </Button>
          </Alert>
        )}
        {query && result.status === 'ready' && result.data && (
          <DataTable
            key={`${query.course_id}-${query.type}`}
            caption="Faculty"
            rows={result.data.data}
            numbered
            pageSize={PAGE_SIZE}
            emptyMessage="No records found"
            columns={[
              { key: 'photo', header: 'Photo', render: (row) => <img className={styles.photo} src={row.photo} alt={`Photo of ${row.name}`} width={48} height={48} loading="lazy" /> },
              { key: 'name', header: 'Name', render: (row) => row.name },
              { key: 'qualification', header: 'Qualification', render: (row) => row.qualification },
              { key: 'designation', header: 'Designation', render: (row) => row.designation },
              { key: 'joindate', header: 'Joining Date', render: (row) => row.joindate.split('-').reverse().join('-') },
            ]}
          />
        )}
      </div>
    </>
  );
}
