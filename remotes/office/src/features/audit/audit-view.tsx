import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, DataTable, ErrorSummary, Select, Spinner, TextField } from '@college/design-system';
import { allProblems, getJson, SUBMIT_FORM_SETTINGS, useResource, useSubmitForm } from '@college/remote-kit';
import { USERS_PATH, usersAnswerSchema } from '@college/office-service/contract';
import { forbidden, officeList as styles, signInNeeded, useOfficeSession } from '@college/remote-kit/office';
import { OFFICE_TEXT } from '../shared/office-text';
import { auditCsv, downloadCsv } from './audit-csv';
import { AUDIT_TEXT } from './audit-text';
import { loadMergedAudit } from './merged-audit';

const date = v.union([v.literal(''), v.pipe(v.string(), v.isoDate(AUDIT_TEXT.dateNeeded))], AUDIT_TEXT.dateNeeded);
/** The filters as the form holds them: '' is "any". */
const filtersSchema = v.pipe(
  v.object({
    user: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d+$/))]),
    action: v.pipe(v.string(), v.trim(), v.maxLength(60, 'Please use at most 60 characters.')),
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

const describe = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The audit log of every service merged (each answers its own part, merged.ts): filters, the
 * newest entries with the service of each, the parts that could not be read, and the entries
 * shown as a CSV file built here.
 */
export function AuditView() {
  const { refused } = useOfficeSession();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = queryOf(filters);
  const entries = useResource((signal) => loadMergedAudit(query, signal), [query]);
  const users = useResource((signal) => getJson(USERS_PATH, usersAnswerSchema, signal));
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

  const userOptions = (users.data?.users ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.displayName} (${user.username})`,
  }));
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
          <TextField
            id="audit-action"
            label={AUDIT_TEXT.action}
            hint={AUDIT_TEXT.actionHint}
            autoComplete="off"
            spellCheck={false}
            {...submit.field('action')}
          />
          <TextField id="audit-from" label={AUDIT_TEXT.from} type="date" {...submit.field('from')} />
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
              <p>
                <Button
                  variant="outline"
                  onClick={() => downloadCsv(auditCsv(entries.data.entries), AUDIT_TEXT.csvFileName(new Date()))}
                >
                  {AUDIT_TEXT.csv}
                </Button>
              </p>
            )}
            <DataTable
              caption={AUDIT_TEXT.caption}
              captionHidden
              rows={entries.data.entries}
              getRowKey={(entry) => `${entry.service}-${entry.id}`}
              emptyMessage={AUDIT_TEXT.empty}
              columns={[
                {
                  key: 'at',
                  header: AUDIT_TEXT.columns.at,
                  render: (entry) => entry.at.replace('T', ' ').replace(/\.\d+Z$/, ''),
                },
                { key: 'service', header: AUDIT_TEXT.columns.service },
                { key: 'user', header: AUDIT_TEXT.columns.user, render: (entry) => entry.username ?? '' },
                { key: 'action', header: AUDIT_TEXT.columns.action },
                {
                  key: 'record',
                  header: AUDIT_TEXT.columns.record,
                  render: (entry) =>
                    [entry.recordType && `${entry.recordType} ${entry.recordId ?? ''}`, describe(entry.after)]
                      .filter(Boolean)
                      .join(' '),
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
