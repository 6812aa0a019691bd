import { useState } from 'react';
import type * as v from 'valibot';
import {
  Alert,
  Button,
  DataTable,
  type DataTableColumn,
  ErrorSummary,
  ScriptRequired,
  Select,
  Skeleton,
  useHydrated,
  useCatalogue,
} from '@college/design-system';
import {
  filledAnswerPath,
  getJson,
  pageSearch,
  postJson,
  useInitialAnswer,
  useInLanguage,
  useResource,
} from '@college/remote-kit';
import {
  ACADEMIC_YEAR_PATH,
  academicYearsResponseSchema,
  COURSES_PATH,
  coursesResponseSchema,
  MISSING,
  YEAR_SEM_PATH,
  yearSemResponseSchema,
} from '@college/records-service/contract';
import { useTerm } from '../shared/use-term';
import { useAddressQuery } from './use-address-query';
import messages from './filtered-listing.messages.json';
import styles from './filtered-listing.module.css';

export const PAGE_SIZE = 20;

/** A filter beyond the three every listing has (the timetable's Type). */
export interface ExtraFilter {
  name: string;
  label: string;
  /** What it says when left empty (the contract's message for it). */
  missing: string;
  options: { value: string; label: string }[];
}

export interface FilteredListingProps<T> {
  /** The listing POST (its body: course_id, part_id, acd_year and any extra filter). */
  path: string;
  schema: v.GenericSchema<unknown, { data: T[] }>;
  columns: DataTableColumn<T>[];
  caption: string;
  extra?: ExtraFilter;
}

type Filters = Record<string, string>;
const BASE = ['acd_year', 'course_id', 'part_id'] as const;
const YEAR_SEM_ANSWER = `${YEAR_SEM_PATH}?brc_id={course_id}`;
/** A listing as the gateway fetches it for the page's first response: its filters from the address. */
const listingAnswer = (path: string, extra?: string) =>
  `${path}?${[...BASE, ...(extra ? [extra] : [])].map((name) => `${name}={${name}}`).join('&')}`;

/**
 * What a listing page shows in its first response (its `pageAnswers`, decision 017): the filters'
 * lists, and, when its address names the filters (`?acd_year=3&course_id=1&part_id=1`), the
 * course's semesters and the listing itself, so a shared or bookmarked search reads without script.
 */
export const listingPageAnswers = (path: string, extra?: string) => [
  ACADEMIC_YEAR_PATH,
  COURSES_PATH,
  YEAR_SEM_ANSWER,
  listingAnswer(path, extra),
];

/** The path of an answer the page may have been rendered with, filled from the query it was rendered for. */
const renderedPath = (template: string) => {
  const search = pageSearch();
  return search ? filledAnswerPath(template, search) : null;
};

/** A public document link: opens in a new tab, and says so. */
export function ViewLink({ href, what }: { href: string; what: string }) {
  const { text } = useCatalogue(messages);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={text('viewLabel', { what })}>
      {text('view')}
    </a>
  );
}

/** The texts every listing shares (loading failed, nothing found, the pager's name). */
export function useListingText() {
  return useCatalogue(messages).text;
}

/**
 * Academic Year, Course and Semester (plus an extra filter), Search, and the result as a paged
 * table. The chosen filters and the page shown live in the address (useAddressQuery).
 */
export function FilteredListing<T>({ path, schema, columns, caption, extra }: FilteredListingProps<T>) {
  const hydrated = useHydrated();
  const { text } = useCatalogue(messages);
  const { termText } = useTerm();
  const say = useInLanguage();
  const names = [...BASE, ...(extra ? [extra.name] : [])];
  // A page rendered for a search in its address (decision 017) opens with its filters chosen.
  const [draft, setDraft] = useState<Filters>(() => {
    const search = pageSearch();
    return Object.fromEntries(names.map((name) => [name, search?.get(name) ?? '']));
  });
  const [errors, setErrors] = useState<Filters>({});
  const [attempts, setAttempts] = useState(0);
  const address = useAddressQuery(names, setDraft);
  const missingOf = (name: string) => (name === extra?.name ? extra.missing : MISSING[name as (typeof BASE)[number]]);
  const searched: Filters | undefined = address.searched;
  const searchKey = address.key;

  // Each starts from the answer the page was rendered with, if it was (then nothing is fetched).
  const keep = <T,>(answer: T) => answer;
  const initialYears = useInitialAnswer(ACADEMIC_YEAR_PATH, academicYearsResponseSchema, keep);
  const initialCourses = useInitialAnswer(COURSES_PATH, coursesResponseSchema, keep);
  const initialParts = useInitialAnswer(renderedPath(YEAR_SEM_ANSWER), yearSemResponseSchema, keep);
  const initialResult = useInitialAnswer(renderedPath(listingAnswer(path, extra?.name)), schema, keep);
  const years = useResource(
    (signal) =>
      hydrated || initialYears ? getJson(ACADEMIC_YEAR_PATH, academicYearsResponseSchema, signal) : Promise.resolve([]),
    [hydrated || !!initialYears],
    { initial: initialYears },
  );
  const courses = useResource(
    (signal) =>
      hydrated || initialCourses ? getJson(COURSES_PATH, coursesResponseSchema, signal) : Promise.resolve({ data: [] }),
    [hydrated || !!initialCourses],
    { initial: initialCourses },
  );
  const filtersError = years.status === 'error' ? years.error : courses.status === 'error' ? courses.error : undefined;
  const parts = useResource(
    (signal) =>
      draft.course_id
        ? getJson(`${YEAR_SEM_PATH}?brc_id=${encodeURIComponent(draft.course_id)}`, yearSemResponseSchema, signal)
        : Promise.resolve({ data: [] }),
    [draft.course_id],
    { initial: initialParts },
  );
  const result = useResource(
    (signal) => (searched ? postJson(path, searched, schema, signal) : Promise.resolve(undefined)),
    [searchKey],
    { initial: initialResult },
  );

  const set = (name: string, value: string) => {
    setDraft((current) => ({ ...current, [name]: value, ...(name === 'course_id' ? { part_id: '' } : {}) }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: value ? '' : missingOf(name) }));
  };

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(names.filter((name) => !draft[name]).map((name) => [name, missingOf(name)]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      // The summary takes focus and links to each filter, as on every portal form.
      setAttempts((n) => n + 1);
      return;
    }
    // A new search replaces the list and starts again at page 1 (a new table).
    address.search(draft);
  };

  const yearOptions = (years.data ?? []).map((year) => ({
    value: String(year.id),
    label: `${year.start_year}-${year.end_year}`,
  }));
  const courseOptions = (courses.data?.data ?? []).map((course) => ({
    value: String(course.id),
    label: termText(course.course),
  }));
  const partOptions = (parts.data?.data ?? []).map((part) => ({
    value: String(part.base_id),
    label: termText(part.base_name),
  }));
  const labels: Filters = {
    acd_year: text('academicYear'),
    course_id: text('course'),
    part_id: text('semester'),
    ...(extra ? { [extra.name]: extra.label } : {}),
  };
  const problems = names.flatMap((name) =>
    errors[name] ? [{ fieldId: `records-${name}`, label: labels[name], message: say(errors[name]) }] : [],
  );
  const selectProps = (name: string, options: { value: string; label: string }[], placeholder = text('select')) => ({
    id: `records-${name}`,
    label: labels[name],
    options,
    placeholder,
    value: draft[name],
    error: say(errors[name]) || undefined,
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => set(name, event.target.value),
  });

  return (
    <>
      <form className={styles.filters} aria-label={text('filters')} noValidate onSubmit={search}>
        <ScriptRequired>{text('noScript')}</ScriptRequired>
        <ErrorSummary errors={problems} focusKey={attempts} />
        <fieldset className={styles.fields} disabled={!hydrated}>
          <Select {...selectProps('acd_year', yearOptions)} />
          <Select {...selectProps('course_id', courseOptions)} />
          <Select {...selectProps('part_id', partOptions, draft.course_id ? text('select') : text('courseFirst'))} />
          {extra && <Select {...selectProps(extra.name, extra.options)} />}
          <div className={styles.action}>
            <Button type="submit">{text('search')}</Button>
          </div>
        </fieldset>
      </form>
      {filtersError && (
        <Alert tone="danger" title={text('filtersFailed')}>
          {/* The API client's message says which: no connection, or the records service down. */}
          <p>{filtersError.message}</p>
          <Button type="button" size="sm" onClick={() => (years.reload(), courses.reload())}>
            {text('retry')}
          </Button>
        </Alert>
      )}
      <div className={styles.result} aria-live="polite" aria-busy={result.status === 'loading' && Boolean(searched)}>
        {searched && result.status === 'loading' && <Skeleton height="32rem" />}
        {searched && result.status === 'error' && (
          <Alert tone="danger" title={text('recordsFailed')}>
            <p>{result.error.message}</p>
            <Button type="button" size="sm" onClick={result.reload}>
              {text('retry')}
            </Button>
          </Alert>
        )}
        {searched && result.status === 'ready' && result.data && (
          <DataTable
            key={searchKey}
            caption={caption}
            columns={columns}
            rows={result.data.data}
            pageSize={PAGE_SIZE}
            page={address.page}
            onPageChange={address.showPage}
            numbered
            emptyMessage={text('noRecords')}
            pagerLabel={text('pages', { caption })}
          />
        )}
        {!searched && <p className={styles.hint}>{text('hint')}</p>}
      </div>
    </>
  );
}
