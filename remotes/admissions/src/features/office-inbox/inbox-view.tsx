import { useEffect } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  DataTable,
  ErrorSummary,
  Link,
  Select,
  TextField,
  useLocation,
  useNavigate,
} from '@college/design-system';
import { allProblems, getJson, SUBMIT_FORM_SETTINGS, useLookup, useResource, useSubmitForm } from '@college/remote-kit';
import { collegeTime, ListState } from '@college/remote-kit/office';
import { formatIndianDate } from '@college/settings/dates';
import {
  CATEGORIES,
  COURSES_PATH,
  coursesResponseSchema,
  type InboxRow,
  inboxAnswerSchema,
  INBOX_SEARCH_MAX,
  MAJOR_SUBJECTS_PATH,
  PAYMENT_FILTER_TEXT,
  PAYMENT_FILTERS,
  STATE_FILTER_TEXT,
  STATE_FILTERS,
  INBOX_ORDER_TEXT,
  APPLICATION_STATE_TEXT,
  subjectsResponseSchema,
  withId,
} from '@college/admissions-service/contract';
import { officeApplicationPage } from '../shared/office-rooms';
import {
  addressOf,
  csvUrl,
  type InboxFilterValues,
  inboxOfAddress,
  inboxUrl,
  type InboxRoom,
  NO_FILTER,
} from './inbox-address';
import { InboxPrintButton, InboxPrintSheet, useInboxPrint } from './inbox-print';
import { INBOX_TEXT } from './inbox-text';
import { officeList as styles } from '@college/remote-kit/office';

const date = v.union([v.literal(''), v.pipe(v.string(), v.isoDate(INBOX_TEXT.dateNeeded))], INBOX_TEXT.dateNeeded);
const filterSchema = v.pipe(
  v.object({
    q: v.pipe(v.string(), v.trim(), v.maxLength(INBOX_SEARCH_MAX, INBOX_TEXT.searchTooLong(INBOX_SEARCH_MAX))),
    course: v.string(),
    major: v.string(),
    category: v.string(),
    state: v.string(),
    payment: v.string(),
    from: date,
    to: date,
    order: v.string(),
  }),
  v.forward(
    v.check((filter) => !filter.from || !filter.to || filter.from <= filter.to, INBOX_TEXT.toBeforeFrom),
    ['to'],
  ),
);

const options = <K extends string>(keys: readonly K[], text: Record<K, string> | ((key: K) => string)) =>
  keys.map((key) => ({ value: key, label: typeof text === 'function' ? text(key) : text[key] }));

/** "The application link keeps the inbox it came from": what the application page's back link reads. */
export type InboxLinkState = { inbox: string };

/**
 * The office inbox: filters and search kept in the address (reload, back and a shared link keep
 * them), 50 applications a page from the office API, the page's way to the others, and the whole
 * filter as a CSV download.
 */
export function InboxView({ room }: { room: InboxRoom }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { filter, page } = inboxOfAddress(search, room);
  const url = inboxUrl(filter, page);
  const inbox = useResource((signal) => getJson(url, inboxAnswerSchema, signal), [url]);

  const form = useForm<v.InferInput<typeof filterSchema>, unknown, InboxFilterValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(filterSchema)),
    defaultValues: filter,
  });
  // Back, forward or a link changed the address: the form shows its filter.
  useEffect(() => {
    form.reset(inboxOfAddress(search, room).filter);
  }, [form, search, room]);
  const submit = useSubmitForm(form, {
    notSent: INBOX_TEXT.notSent,
    send: async (values) => values,
    onSent: (values) => navigate(`${pathname}?${addressOf(values, room)}`),
  });

  const courses = useLookup(COURSES_PATH, coursesResponseSchema);
  const course = form.watch('course');
  const majors = useLookup(course ? withId(MAJOR_SUBJECTS_PATH, course) : null, subjectsResponseSchema);
  const courseField = form.register('course');

  const here = pathname + search;
  // The filter in words for the printout: the names the clerk chose, not the ids in the address.
  const describe = () => {
    const P = INBOX_TEXT.print;
    const named = (items: { id: number }[], id: string, name: (item: never) => string) => {
      const found = items.find((item) => String(item.id) === id);
      return found ? name(found as never) : id;
    };
    const parts = [
      filter.q && P.searched(filter.q),
      filter.course && P.course(named(courses.items, filter.course, (item: { course: string }) => item.course)),
      filter.major && P.major(named(majors.items, filter.major, (item: { subject: string }) => item.subject)),
      filter.category && P.category(filter.category),
      filter.state && P.state(STATE_FILTER_TEXT[filter.state as keyof typeof STATE_FILTER_TEXT] ?? filter.state),
      filter.payment &&
        P.payment(PAYMENT_FILTER_TEXT[filter.payment as keyof typeof PAYMENT_FILTER_TEXT] ?? filter.payment),
      filter.from && P.from(formatIndianDate(filter.from)),
      filter.to && P.to(formatIndianDate(filter.to)),
      filter.order === 'oldest' && P.oldestFirst,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : P.all;
  };
  const printer = useInboxPrint(filter, describe);
  const pageLink = (to: number) => `${pathname}?${addressOf(filter, room, to)}`;
  return (
    <>
      {/* data-print-hidden: when the whole list is printed, the screen's filters and page stay off paper. */}
      <section aria-labelledby="inbox-filters" data-print-hidden="">
        <h2 id="inbox-filters">{INBOX_TEXT.filtersHeading}</h2>
        {room === 'verification' && <p>{INBOX_TEXT.verificationPreset}</p>}
        <form className={styles.filters} aria-label={INBOX_TEXT.filtersForm} noValidate onSubmit={submit.onSubmit}>
          <div className={styles.summary}>
            <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
          </div>
          <TextField
            id="inbox-q"
            className={styles.wide}
            label={INBOX_TEXT.search}
            hint={INBOX_TEXT.searchHint}
            type="search"
            autoComplete="off"
            spellCheck={false}
            {...submit.field('q')}
          />
          <Select
            id="inbox-course"
            label={INBOX_TEXT.course}
            options={[
              { value: '', label: INBOX_TEXT.anyCourse },
              ...courses.items.map((item) => ({ value: String(item.id), label: item.course })),
            ]}
            {...courseField}
            onChange={(event) => {
              // Another course has other major subjects: the chosen one no longer fits.
              form.setValue('major', '');
              return courseField.onChange(event);
            }}
          />
          <Select
            id="inbox-major"
            label={INBOX_TEXT.major}
            hint={course ? undefined : INBOX_TEXT.majorHint}
            disabled={!course}
            options={[
              { value: '', label: INBOX_TEXT.anyMajor },
              ...majors.items.map((item) => ({ value: String(item.id), label: item.subject })),
            ]}
            {...form.register('major')}
          />
          <Select
            id="inbox-category"
            label={INBOX_TEXT.category}
            options={[{ value: '', label: INBOX_TEXT.anyCategory }, ...options(CATEGORIES, (key) => key)]}
            {...form.register('category')}
          />
          <Select
            id="inbox-state"
            label={INBOX_TEXT.state}
            options={[{ value: '', label: INBOX_TEXT.anyState }, ...options(STATE_FILTERS, STATE_FILTER_TEXT)]}
            {...form.register('state')}
          />
          <Select
            id="inbox-payment"
            label={INBOX_TEXT.payment}
            options={[{ value: '', label: INBOX_TEXT.anyPayment }, ...options(PAYMENT_FILTERS, PAYMENT_FILTER_TEXT)]}
            {...form.register('payment')}
          />
          <Select
            id="inbox-order"
            label={INBOX_TEXT.order}
            options={[
              { value: '', label: INBOX_ORDER_TEXT.newest },
              { value: 'oldest', label: INBOX_ORDER_TEXT.oldest },
            ]}
            {...form.register('order')}
          />
          <TextField id="inbox-from" label={INBOX_TEXT.from} type="date" {...submit.field('from')} />
          <TextField id="inbox-to" label={INBOX_TEXT.to} type="date" {...submit.field('to')} />
          <div className={styles.actions}>
            <Button type="submit">{INBOX_TEXT.apply}</Button>
            <Button variant="outline" onClick={() => navigate(`${pathname}?${addressOf(NO_FILTER, room)}`)}>
              {INBOX_TEXT.clear}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="inbox-results" aria-busy={inbox.status === 'loading'} data-print-hidden="">
        <h2 id="inbox-results">{INBOX_TEXT.resultsHeading}</h2>
        <p>
          <a href={csvUrl(filter)} download>
            {INBOX_TEXT.csv}
          </a>
          <br />
          <span className={styles.hint}>{INBOX_TEXT.csvHint}</span>
        </p>
        <ListState
          resource={inbox}
          loading={INBOX_TEXT.loading}
          badFilterTitle={INBOX_TEXT.badFilterTitle}
          clearLabel={INBOX_TEXT.clear}
          onClear={() => navigate(pathname)}
        />
        {inbox.status === 'ready' && (
          <>
            <InboxPrintButton total={inbox.data.data.total} printer={printer} />
            <p role="status">
              {INBOX_TEXT.summary(inbox.data.data.page, inbox.data.data.pages, inbox.data.data.total)}
            </p>
            <DataTable<InboxRow>
              caption={INBOX_TEXT.caption(filter.order === 'oldest')}
              rows={inbox.data.data.rows}
              paged={false}
              getRowKey={(row) => row.application_no}
              emptyMessage={INBOX_TEXT.empty}
              columns={[
                {
                  key: 'application_no',
                  header: INBOX_TEXT.columns.number,
                  render: (row) => (
                    <Link
                      to={officeApplicationPage(row.application_no)}
                      state={{ inbox: here } satisfies InboxLinkState}
                    >
                      {row.application_no}
                    </Link>
                  ),
                },
                { key: 'name', header: INBOX_TEXT.columns.name },
                { key: 'course', header: INBOX_TEXT.columns.course },
                { key: 'category', header: INBOX_TEXT.columns.category },
                {
                  key: 'state',
                  header: INBOX_TEXT.columns.state,
                  render: (row) =>
                    row.voided ? (
                      STATE_FILTER_TEXT.void
                    ) : (
                      <>
                        {APPLICATION_STATE_TEXT[row.state]}
                        {/* In words, not colour alone: the verifier looks for these first. */}
                        {row.resent && <strong>{` · ${INBOX_TEXT.resent}`}</strong>}
                      </>
                    ),
                },
                {
                  key: 'payment',
                  header: INBOX_TEXT.columns.payment,
                  render: (row) => PAYMENT_FILTER_TEXT[row.payment],
                },
                {
                  key: 'submitted_at',
                  header: INBOX_TEXT.columns.submitted,
                  render: (row) => collegeTime(row.submitted_at, 'day'),
                },
                { key: 'mobile', header: INBOX_TEXT.columns.mobile },
              ]}
            />
            {inbox.data.data.pages > 1 && (
              <nav aria-label={INBOX_TEXT.pagesNav} className={styles.pages}>
                {page > 1 && <Link to={pageLink(page - 1)}>{INBOX_TEXT.previous}</Link>}
                {page < inbox.data.data.pages && <Link to={pageLink(page + 1)}>{INBOX_TEXT.next}</Link>}
              </nav>
            )}
          </>
        )}
      </section>
      <InboxPrintSheet printer={printer} />
    </>
  );
}
