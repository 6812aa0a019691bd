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
  useCatalogue,
  useHydrated,
} from '@college/design-system';
import { formatIndianDate, isIsoDate } from '@college/settings/dates';
import { getJson, postJson, useInLanguage, useResource } from '@college/remote-kit';
import {
  COURSES_PATH,
  coursesResponseSchema,
  FACULTY_RECORD_PATH,
  FACULTY_TYPES,
  facultyRecordsResponseSchema,
  MISSING,
} from '@college/records-service/contract';
import { PAGE_SIZE, useListingText } from '../features/listing/filtered-listing';
import { useAddressQuery } from '../features/listing/use-address-query';
import { useTerm } from '../features/shared/use-term';
import messages from './faculty.messages.json';
import styles from './faculty.module.css';

type Query = { course_id: string; type: string };
const FACULTY_MISSING: Query = { course_id: MISSING.course_id, type: MISSING.staff };
const FILTERS = ['course_id', 'type'] as const;

/** `/faculty`: teaching or non-teaching staff of a course; the search and its page in the address. */
export default function FacultyPage() {
  const hydrated = useHydrated();
  const { text } = useCatalogue(messages);
  const listing = useListingText();
  const { term, termText, stored } = useTerm();
  const say = useInLanguage();
  const [draft, setDraft] = useState<Query>({ course_id: '', type: '' });
  const [errors, setErrors] = useState<Partial<Query>>({});
  const [attempts, setAttempts] = useState(0);
  const address = useAddressQuery(FILTERS, (query) => setDraft(query as Query));
  const query = (address.searched as Query | undefined) ?? null;
  const queryKey = address.key;
  const courses = useResource(
    (signal) => (hydrated ? getJson(COURSES_PATH, coursesResponseSchema, signal) : Promise.resolve({ data: [] })),
    [hydrated],
  );
  const result = useResource(
    (signal) =>
      query ? postJson(FACULTY_RECORD_PATH, query, facultyRecordsResponseSchema, signal) : Promise.resolve(undefined),
    // The search is its key: the address gives a new object each render for the same search.
    [queryKey],
  );

  const set = (name: keyof Query, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: value ? undefined : FACULTY_MISSING[name] }));
  };
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Query> = {};
    if (!draft.course_id) missing.course_id = FACULTY_MISSING.course_id;
    if (!draft.type) missing.type = FACULTY_MISSING.type;
    setErrors(missing);
    if (Object.keys(missing).length === 0) address.search({ ...draft });
    else setAttempts((n) => n + 1);
  };

  return (
    <>
      <PageHeader title={text('title')} />
      <div className={styles.body}>
        <form aria-label={text('filters')} noValidate onSubmit={search}>
          <ScriptRequired>{text('noScript')}</ScriptRequired>
          <ErrorSummary
            focusKey={attempts}
            errors={[
              ...(errors.course_id
                ? [{ fieldId: 'faculty-course', label: text('course'), message: say(errors.course_id) }]
                : []),
              ...(errors.type ? [{ fieldId: 'faculty-type', label: text('type'), message: say(errors.type) }] : []),
            ]}
          />
          <fieldset
            className={styles.filters}
            disabled={!hydrated}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <Select
              id="faculty-course"
              label={text('course')}
              placeholder={text('select')}
              options={(courses.data?.data ?? []).map((course) => ({
                value: String(course.id),
                label: termText(course.course),
              }))}
              value={draft.course_id}
              error={say(errors.course_id)}
              onChange={(event) => set('course_id', event.target.value)}
            />
            <Select
              id="faculty-type"
              label={text('type')}
              placeholder={text('select')}
              options={FACULTY_TYPES.map((type) => ({
                value: String(type.value),
                label: text(type.value === 1 ? 'teaching' : 'nonTeaching'),
              }))}
              value={draft.type}
              error={say(errors.type)}
              onChange={(event) => set('type', event.target.value)}
            />
            <div style={{ paddingBottom: 'var(--ds-space-4)' }}>
              <Button type="submit">{text('search')}</Button>
            </div>
          </fieldset>
        </form>
        {query && result.status === 'loading' && <Skeleton height="24rem" />}
        {query && result.status === 'error' && (
          <Alert tone="danger" title={text('failed')}>
            <p>{result.error.message}</p>
            <Button type="button" size="sm" onClick={result.reload}>
              {listing('retry')}
            </Button>
          </Alert>
        )}
        {query && result.status === 'ready' && result.data && (
          <DataTable
            key={queryKey}
            caption={text('caption')}
            rows={result.data.data}
            numbered
            pageSize={PAGE_SIZE}
            page={address.page}
            onPageChange={address.showPage}
            emptyMessage={listing('noRecords')}
            pagerLabel={listing('pages', { caption: text('caption') })}
            columns={[
              {
                key: 'photo',
                header: text('photo'),
                render: (row) => (
                  <img
                    className={styles.photo}
                    src={row.photo}
                    alt={text('photoOf', { name: row.name })}
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                ),
              },
              { key: 'name', header: text('name'), render: (row) => stored(row.name) },
              { key: 'qualification', header: text('qualification'), render: (row) => stored(row.qualification) },
              { key: 'designation', header: text('designation'), render: (row) => term(row.designation) },
              {
                key: 'joindate',
                header: text('joined'),
                render: (row) => (isIsoDate(row.joindate) ? formatIndianDate(row.joindate) : row.joindate),
              },
            ]}
          />
        )}
      </div>
    </>
  );
}
