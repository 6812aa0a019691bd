import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, DataTable, ErrorSummary, Select, Spinner, TextField } from '@college/design-system';
import { allProblems, getJson, SUBMIT_FORM_SETTINGS, useResource, useSubmitForm } from '@college/remote-kit';
import { collegeDay, collegeTime, USERS_PATH } from '@college/office-service/contract';
import { usersAnswerSchema } from '@college/office-service/office/users';
import {
  downloadCsv,
  forbidden,
  officeList as styles,
  signInNeeded,
  useOfficeSession,
} from '@college/remote-kit/office';
import { OFFICE_TEXT } from '../shared/office-text';
import { actionName, actionOptions } from './action-names';
import { AuditChanges } from './audit-changes';
import { AUDIT_TEXT } from './audit-text';
import { AuditPartsFailed, loadAuditActions, loadMergedAudit, loadMergedAuditCsv } from './merged-audit';
import { actorName, peopleOf } from './people';
import { recordText } from './readable-record';
import auditStyles from './audit.module.css';

const date = v.union([v.literal(''), v.pipe(v.string(), v.isoDate(AUDIT_TEXT.dateNeeded))], AUDIT_TEXT.dateNeeded);
/** The filters as the form holds them: '' is "any". */
const filtersSchema = v.pipe(
  v.object({
    user: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d+$/))]),
    action: v.pipe(v.string(), v.maxLength(60, 'Please use at most 60 characters.')),
    from: date,
    to: date,
  }),
  v.forward(
    v.check((filters) => !filters.from || !filters.to || filters.from <= filters.to, AUDIT_TEXT.toBeforeFrom),
    ['to'],
  ),
);
type Filters = v.InferOutput<typeof filtersSchema>;
const NO_FILTERS: Filters = { user: '', action: '', from: '', to: '' };

/** The query string of the chosen filters (empty ones left out), without `?`. */
const queryOf = (filters: Filters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();

type CsvState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; message: string };

/**
 * The audit log of every service merged (each answers its own part, merged-audit.ts): filters (the
 * actions by name), the newest entries with the service of each, times in IST, who by name, each
 * record's before/after as fields, the parts that could not be read, and every entry of the
 * filters as one CSV file made by the services.
 */
export function AuditView() {
  const { refused } = useOfficeSession();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = queryOf(filters);
  const entries = useResource((signal) => loadMergedAudit(query, signal), [query]);
  const users = useResource((signal) => getJson(USERS_PATH, usersAnswerSchema, signal));
  const actions = useResource((signal) => loadAuditActions(signal));
  const people = useMemo(() => peopleOf(users.data?.users ?? []), [users.data]);
  const [csv, setCsv] = useState<CsvState>({ status: 'idle' });
  const form = useForm<v.InferInput<typeof filtersSchema>, unknown, Filters>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(filtersSchema)),
    defaultValues: NO_FILTERS,
  });
  const submit = useSubmitForm(form, {
    notSent: AUDIT_TEXT.notSent,
    send: async (values) => values,
    onSent: setFilters,
  });
  const handled = entries.status === 'error' && (signInNeeded(entries.error) || forbidden(entries.error));
  useEffect(() => {
    if (entries.status === 'error') refused(entries.error);
  }, [entries.status, entries.error, refused]);

  const downloadAll = async () => {
    setCsv({ status: 'busy' });
    try {
      downloadCsv(await loadMergedAuditCsv(query, people), AUDIT_TEXT.csvFileName(collegeDay(new Date())));
      setCsv({ status: 'idle' });
      // The log holds the download now: its action is one to filter by.
      actions.reload();
    } catch (error) {
      if (signInNeeded(error) || forbidden(error)) {
        setCsv({ status: 'idle' });
        refused(error);
        return;
      }
      const message =
        error instanceof AuditPartsFailed
          ? AUDIT_TEXT.csvPartsFailed(error.failed)
          : error instanceof Error
            ? error.message
            : String(error);
      setCsv({ status: 'failed', message });
    }
  };

  const userOptions = (users.data?.users ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.displayName} (${user.username})`,
  }));
  // The chosen action stays listed even while the list is loading or a part did not answer.
  const actionChoices = actionOptions([...(actions.data ?? []), ...(filters.action ? [filters.action] : [])]);
  return (
    <>
      <section aria-labelledby="audit-filters">
        <h2 id="audit-filters">{AUDIT_TEXT.filtersHeading}</h2>
        <form className={styles.filters} aria-label={AUDIT_TEXT.filtersForm} noValidate onSubmit={submit.onSubmit}>
          <div className={styles.summary}>
            <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
          </div>
          <Select
            id="audit-user"
            label={AUDIT_TEXT.user}
            options={[{ value: '', label: AUDIT_TEXT.anyUser }, ...userOptions]}
            {...submit.field('user')}
          />
          <Select
            id="audit-action"
            label={AUDIT_TEXT.action}
            hint={AUDIT_TEXT.actionHint}
            options={[{ value: '', label: AUDIT_TEXT.anyAction }, ...actionChoices]}
            {...submit.field('action')}
          />
          <TextField
            id="audit-from"
            label={AUDIT_TEXT.from}
            hint={AUDIT_TEXT.datesHint}
            type="date"
            {...submit.field('from')}
          />
          <TextField id="audit-to" label={AUDIT_TEXT.to} type="date" {...submit.field('to')} />
          <div className={styles.actions}>
            <Button type="submit">{AUDIT_TEXT.apply}</Button>
            <Button
              variant="outline"
              onClick={() => {
                form.reset(NO_FILTERS);
                setFilters(NO_FILTERS);
              }}
            >
              {AUDIT_TEXT.clear}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="audit-entries" aria-busy={entries.status === 'loading'}>
        <h2 id="audit-entries">{AUDIT_TEXT.entriesHeading}</h2>
        {entries.status === 'loading' && <Spinner label={AUDIT_TEXT.loading} showLabel />}
        {entries.status === 'error' && !handled && (
          <Alert
            tone="danger"
            title={OFFICE_TEXT.loadFailedTitle}
            action={<Button onClick={entries.reload}>{OFFICE_TEXT.tryAgain}</Button>}
          >
            <p>{entries.error.message}</p>
          </Alert>
        )}
        {entries.status === 'ready' && (
          <>
            {entries.data.failed.length > 0 && (
              <Alert
                tone="warning"
                title={AUDIT_TEXT.partsFailedTitle}
                action={<Button onClick={entries.reload}>{OFFICE_TEXT.tryAgain}</Button>}
              >
                {entries.data.failed.map((service) => (
                  <p key={service}>{AUDIT_TEXT.partFailed(service)}</p>
                ))}
              </Alert>
            )}
            <p role="status">{AUDIT_TEXT.shown(entries.data.entries.length, entries.data.more)}</p>
            {entries.data.entries.length > 0 && (
              <div aria-busy={csv.status === 'busy'}>
                <p>
                  <Button variant="outline" disabled={csv.status === 'busy'} onClick={downloadAll}>
                    {AUDIT_TEXT.csv}
                  </Button>{' '}
                  <span className={styles.hint}>{AUDIT_TEXT.csvHint}</span>
                </p>
                {csv.status === 'busy' && <Spinner label={AUDIT_TEXT.csvPreparing} showLabel />}
                {csv.status === 'failed' && (
                  <Alert
                    tone="danger"
                    title={AUDIT_TEXT.csvFailedTitle}
                    action={<Button onClick={downloadAll}>{OFFICE_TEXT.tryAgain}</Button>}
                  >
                    <p>{csv.message}</p>
                  </Alert>
                )}
              </div>
            )}
            <DataTable
              caption={AUDIT_TEXT.caption}
              captionHidden
              rows={entries.data.entries}
              getRowKey={(entry) => `${entry.service}-${entry.id}`}
              emptyMessage={AUDIT_TEXT.empty}
              columns={[
                { key: 'at', header: AUDIT_TEXT.columns.at, render: (entry) => collegeTime(entry.at) },
                { key: 'service', header: AUDIT_TEXT.columns.service },
                {
                  key: 'user',
                  header: AUDIT_TEXT.columns.user,
                  render: (entry) =>
                    actorName(people, entry) || (entry.role === 'applicant' ? AUDIT_TEXT.applicant : ''),
                },
                { key: 'action', header: AUDIT_TEXT.columns.action, render: (entry) => actionName(entry.action) },
                {
                  key: 'record',
                  header: AUDIT_TEXT.columns.record,
                  render: (entry) => (
                    <>
                      <span className={auditStyles.record}>{recordText(entry, people)}</span>
                      <AuditChanges entry={entry} people={people} />
                    </>
                  ),
                },
                { key: 'reason', header: AUDIT_TEXT.columns.reason, render: (entry) => entry.reason ?? '' },
                { key: 'address', header: AUDIT_TEXT.columns.address, render: (entry) => entry.address ?? '' },
              ]}
            />
          </>
        )}
      </section>
    </>
  );
}
