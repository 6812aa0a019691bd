import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  DataTable,
  ErrorSummary,
  Link,
  Select,
  Spinner,
  TextField,
  useLocation,
  useNavigate,
} from '@college/design-system';
import { allProblems, getJson, SUBMIT_FORM_SETTINGS, useLookup, useResource, useSubmitForm } from '@college/remote-kit';
import { ListState, OFFICE_TEXT, officeList as layout } from '@college/remote-kit/office';
import {
  CATEGORIES,
  EXPERIENCE_OPTIONS,
  JOB_PROFILES,
  NOT_APPLICABLE,
  QUALIFICATION_LEVELS,
  STATES_PATH,
  statesResponseSchema,
} from '@college/careers-service/contract';
import {
  careerListAnswerSchema,
  type CareerListRow,
  careerSummaryAnswerSchema,
  type CareerSummaryRow,
  OFFICE_CAREER_SUMMARY_PATH,
  REVIEW_STATUS_TEXT,
  REVIEW_STATUSES,
  SEARCH_MAX,
} from '@college/careers-service/office/recruitment';
import { type InterviewChoice, InterviewListPrint, InterviewListSection } from './interview-list';
import { listOfAddress, type ListFilterValues, listUrl, NO_FILTER, queryOf } from './list-address';
import { careerApplicationPage, RECRUITMENT_OFFICE_PAGES } from './office-pages';
import { RECRUITMENT_TEXT as TEXT } from './recruitment-text';
import styles from './office-recruitment.module.css';

const filterSchema = v.object({
  profile: v.string(),
  subject: v.string(),
  qualification: v.string(),
  experience: v.string(),
  category: v.string(),
  state: v.string(),
  status: v.string(),
  q: v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX, TEXT.searchTooLong(SEARCH_MAX))),
});

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const subjectsOf = (profile: string) => {
  const subjects = JOB_PROFILES.find((item) => String(item.id) === profile)?.subjects ?? [];
  return subjects.length > 1 ? subjects : [];
};

/** "The application link keeps the list it came from": what the application page's back link reads. */
export type ListLinkState = { list: string };

/** How many applications each post and subject has, each a link to its list. */
function PerPost() {
  const summary = useResource((signal) => getJson(OFFICE_CAREER_SUMMARY_PATH, careerSummaryAnswerSchema, signal));
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="career-per-post">
      <h2 id="career-per-post">{TEXT.perPostHeading}</h2>
      {summary.status === 'loading' && <Spinner label={TEXT.perPostLoading} showLabel />}
      {summary.status === 'error' && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button onClick={summary.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{summary.error.message}</p>
        </Alert>
      )}
      {summary.status === 'ready' && (
        <div className={styles.scroll}>
          <DataTable<CareerSummaryRow>
            caption={TEXT.perPostCaption}
            rows={summary.data.data}
            paged={false}
            getRowKey={(row) => `${row.profile_id} ${row.subject}`}
            emptyMessage={TEXT.perPostEmpty}
            columns={[
              {
                key: 'post',
                header: TEXT.columns.postAndSubject,
                render: (row) => (
                  <Link
                    to={`${pathname}?${queryOf({ ...NO_FILTER, profile: String(row.profile_id), subject: row.subject === NOT_APPLICABLE ? '' : row.subject })}`}
                  >
                    {TEXT.postAndSubject(row.profile, row.subject)}
                  </Link>
                ),
              },
              { key: 'total', header: TEXT.columns.total },
              { key: 'received', header: REVIEW_STATUS_TEXT.received },
              { key: 'shortlisted', header: REVIEW_STATUS_TEXT.shortlisted },
              { key: 'rejected', header: REVIEW_STATUS_TEXT.rejected },
            ]}
          />
        </div>
      )}
    </section>
  );
}

/**
 * The recruitment office's room: the applications per post and subject, the list with filters
 * and search kept in the address (reload, back and a shared link keep them), 50 a page, and the
 * chosen post's interview list.
 */
export function ApplicationsView() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { filter, page } = listOfAddress(search);
  const url = listUrl(filter, page);
  const list = useResource((signal) => getJson(url, careerListAnswerSchema, signal), [url]);
  const states = useLookup(STATES_PATH, statesResponseSchema);

  const form = useForm<v.InferInput<typeof filterSchema>, unknown, ListFilterValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(filterSchema)),
    defaultValues: filter,
  });
  // Back, forward or a link changed the address: the form shows its filter.
  useEffect(() => {
    form.reset(listOfAddress(search).filter);
  }, [form, search]);
  const submit = useSubmitForm(form, {
    notSent: TEXT.notSent,
    send: async (values) => values,
    onSent: (values) => navigate(`${pathname}?${queryOf(values)}`),
  });
  const profile = form.watch('profile');
  const profileField = form.register('profile');
  const subjects = subjectsOf(profile);

  const here = pathname + search;
  const pageLink = (to: number) => `${pathname}?${queryOf(filter, to)}`;
  // The interview list's print view takes the page's place (no route of its own: the shell's table has none).
  const [printing, setPrinting] = useState<InterviewChoice | null>(null);

  if (printing) return <InterviewListPrint choice={printing} onClose={() => setPrinting(null)} />;
  return (
    <>
      <p>{TEXT.intro}</p>
      <p>
        <Link to={RECRUITMENT_OFFICE_PAGES.window.path}>{TEXT.windowLink}</Link>
      </p>
      <PerPost />
      <section aria-labelledby="career-filters">
        <h2 id="career-filters">{TEXT.filtersHeading}</h2>
        <form className={layout.filters} aria-label={TEXT.filtersForm} noValidate onSubmit={submit.onSubmit}>
          <div className={layout.summary}>
            <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
          </div>
          <TextField
            id="career-q"
            className={layout.wide}
            label={TEXT.search}
            hint={TEXT.searchHint}
            type="search"
            autoComplete="off"
            spellCheck={false}
            {...submit.field('q')}
          />
          <Select
            id="career-profile"
            label={TEXT.post}
            options={[
              { value: '', label: TEXT.anyPost },
              ...JOB_PROFILES.map((item) => ({ value: String(item.id), label: item.profile })),
            ]}
            {...profileField}
            onChange={(event) => {
              // Another post has other subjects: the chosen one no longer fits.
              form.setValue('subject', '');
              return profileField.onChange(event);
            }}
          />
          <Select
            id="career-subject"
            label={TEXT.subject}
            hint={!profile ? TEXT.subjectHint : subjects.length === 0 ? TEXT.noSubjects : undefined}
            disabled={subjects.length === 0}
            options={[{ value: '', label: TEXT.anySubject }, ...plain(subjects)]}
            {...form.register('subject')}
          />
          <Select
            id="career-qualification"
            label={TEXT.qualification}
            options={[{ value: '', label: TEXT.anyQualification }, ...plain(QUALIFICATION_LEVELS)]}
            {...form.register('qualification')}
          />
          <Select
            id="career-experience"
            label={TEXT.experience}
            options={[
              { value: '', label: TEXT.anyExperience },
              ...EXPERIENCE_OPTIONS.map((value) => ({ value, label: TEXT.experienceOptions[value] })),
            ]}
            {...form.register('experience')}
          />
          <Select
            id="career-category"
            label={TEXT.category}
            options={[{ value: '', label: TEXT.anyCategory }, ...plain(CATEGORIES)]}
            {...form.register('category')}
          />
          <Select
            id="career-state"
            label={TEXT.state}
            options={[
              { value: '', label: TEXT.anyState },
              ...states.items.map((item) => ({ value: String(item.id), label: item.state_name })),
            ]}
            {...form.register('state')}
          />
          <Select
            id="career-status"
            label={TEXT.status}
            options={[
              { value: '', label: TEXT.anyStatus },
              ...REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_TEXT[value] })),
            ]}
            {...form.register('status')}
          />
          <div className={layout.actions}>
            <Button type="submit">{TEXT.apply}</Button>
            <Button variant="outline" onClick={() => navigate(pathname)}>
              {TEXT.clear}
            </Button>
          </div>
        </form>
      </section>

      <InterviewListSection filter={filter} onPrint={setPrinting} />

      <section aria-labelledby="career-results" aria-busy={list.status === 'loading'}>
        <h2 id="career-results">{TEXT.resultsHeading}</h2>
        <ListState
          resource={list}
          loading={TEXT.loading}
          badFilterTitle={TEXT.badFilterTitle}
          clearLabel={TEXT.clear}
          onClear={() => navigate(pathname)}
        />
        {list.status === 'ready' && (
          <>
            <p role="status">{TEXT.summary(list.data.data.page, list.data.data.pages, list.data.data.total)}</p>
            <div className={styles.scroll}>
              <DataTable<CareerListRow>
                caption={TEXT.caption}
                rows={list.data.data.rows}
                paged={false}
                getRowKey={(row) => row.application_no}
                emptyMessage={TEXT.empty}
                columns={[
                  {
                    key: 'application_no',
                    header: TEXT.columns.number,
                    render: (row) => (
                      <Link
                        to={careerApplicationPage(row.application_no)}
                        state={{ list: here } satisfies ListLinkState}
                      >
                        {row.application_no}
                      </Link>
                    ),
                  },
                  { key: 'name', header: TEXT.columns.name },
                  { key: 'profile', header: TEXT.columns.post },
                  { key: 'subject', header: TEXT.columns.subject },
                  {
                    key: 'qualification',
                    header: TEXT.columns.qualification,
                    render: (row) => row.qualification ?? '',
                  },
                  { key: 'experience', header: TEXT.columns.experience },
                  { key: 'category', header: TEXT.columns.category },
                  { key: 'state', header: TEXT.columns.state },
                  { key: 'status', header: TEXT.columns.status, render: (row) => REVIEW_STATUS_TEXT[row.status] },
                ]}
              />
            </div>
            {list.data.data.pages > 1 && (
              <nav aria-label={TEXT.pagesNav} className={layout.pages}>
                {page > 1 && <Link to={pageLink(page - 1)}>{TEXT.previous}</Link>}
                {page < list.data.data.pages && <Link to={pageLink(page + 1)}>{TEXT.next}</Link>}
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}
