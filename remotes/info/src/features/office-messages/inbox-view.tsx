import type { FormEvent } from 'react';
import { Button, Checkbox, Link, Pager, Select, TextField, useLocation, useNavigate } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import { collegeTime, Loaded } from '@college/remote-kit/office';
import {
  KIND_NAMES,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_STATES,
  type MessagesAnswer,
  messagesAnswerSchema,
  messagesSummarySchema,
  OFFICE_MESSAGES_PATH,
  OFFICE_MESSAGES_SUMMARY_PATH,
  STATE_NAMES,
} from '@college/info-service/office/messages';
import { MESSAGES_OFFICE_PAGES, officeMessagePage } from './messages-pages';
import { MESSAGES_TEXT } from './messages-text';
import styles from '../shared/office-room.module.css';

const FILTERS = ['kind', 'status', 'overdue', 'mine', 'q'] as const;

/** The filter's address: only what is set, in a fixed order (the API reads the same names). */
function queryOf(values: Partial<Record<(typeof FILTERS)[number] | 'page', string>>): string {
  const params = new URLSearchParams();
  for (const name of [...FILTERS, 'page'] as const) {
    const value = values[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function MessagesTable({ answer, onPage }: { answer: MessagesAnswer; onPage: (page: number) => void }) {
  if (answer.total === 0) return <p>{MESSAGES_TEXT.none}</p>;
  return (
    <>
      <div className={styles.scroll} role="region" aria-labelledby="messages-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="messages-caption">{MESSAGES_TEXT.caption(answer.total)}</caption>
          <thead>
            <tr>
              <th scope="col">{MESSAGES_TEXT.reference}</th>
              <th scope="col">{MESSAGES_TEXT.received}</th>
              <th scope="col">{MESSAGES_TEXT.from}</th>
              <th scope="col">{MESSAGES_TEXT.excerpt}</th>
              <th scope="col">{MESSAGES_TEXT.state}</th>
              <th scope="col">{MESSAGES_TEXT.assigned}</th>
            </tr>
          </thead>
          <tbody>
            {answer.data.map((row) => (
              <tr key={row.reference}>
                <th scope="row">
                  <Link to={officeMessagePage(row.reference)}>{row.reference}</Link>
                </th>
                <td>
                  <time dateTime={row.created_at}>{collegeTime(row.created_at, 'day')}</time>
                </td>
                <td>
                  {row.sender}
                  <br />
                  <span className={styles.note}>{KIND_NAMES[row.kind]}</span>
                </td>
                <td>{row.excerpt}</td>
                <td>
                  {STATE_NAMES[row.status]}
                  {row.overdue && <strong> ({MESSAGES_TEXT.overdue})</strong>}
                </td>
                <td>{row.assigned_to ?? MESSAGES_TEXT.nobody}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {answer.pageCount > 1 && (
        <Pager page={answer.page} pageCount={answer.pageCount} onPageChange={onPage} label={MESSAGES_TEXT.pager} />
      )}
    </>
  );
}

/** `/office/grievances`: every visitor's message, filtered and searched in the address (reload and Back keep it). */
export function InboxView() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const current = Object.fromEntries(new URLSearchParams(search)) as Partial<
    Record<(typeof FILTERS)[number] | 'page', string>
  >;
  const url = `${OFFICE_MESSAGES_PATH}${queryOf(current)}`;
  const inbox = useResource((signal) => getJson(url, messagesAnswerSchema, signal), [url]);
  // Office users have no e-mail here: this is how an assignee learns what waits on them.
  const summary = useResource((signal) => getJson(OFFICE_MESSAGES_SUMMARY_PATH, messagesSummarySchema, signal), [url]);
  const mine = summary.status === 'ready' ? summary.data.data.assigned_to_you : undefined;
  const go = (values: typeof current) => navigate(`${MESSAGES_OFFICE_PAGES.inbox.path}${queryOf(values)}`);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go(Object.fromEntries(FILTERS.map((name) => [name, String(data.get(name) ?? '')])));
  };
  return (
    <>
      {inbox.status === 'ready' && <p>{MESSAGES_TEXT.intro(inbox.data.overdueDays)}</p>}
      {mine !== undefined && (
        <p>
          <strong>{MESSAGES_TEXT.assignedToYou(mine)}</strong>
          {mine > 0 && current.mine !== '1' && (
            <>
              {' '}
              <Link to={`${MESSAGES_OFFICE_PAGES.inbox.path}${queryOf({ mine: '1' })}`}>{MESSAGES_TEXT.showMine}</Link>
            </>
          )}
        </p>
      )}
      {/* Keyed by the address: Back or a link shows that filter in the form. */}
      <form key={search} className={styles.form} aria-labelledby="messages-filter" onSubmit={onSubmit}>
        <h2 id="messages-filter">{MESSAGES_TEXT.filterTitle}</h2>
        <div className={styles.dates}>
          <Select
            id="messages-kind"
            name="kind"
            label={MESSAGES_TEXT.kind}
            defaultValue={current.kind ?? ''}
            options={[
              { value: '', label: MESSAGES_TEXT.anyKind },
              ...MESSAGE_KINDS.map((kind) => ({ value: kind, label: KIND_NAMES[kind] })),
            ]}
          />
          <Select
            id="messages-status"
            name="status"
            label={MESSAGES_TEXT.state}
            defaultValue={current.status ?? ''}
            options={[
              { value: '', label: MESSAGES_TEXT.anyState },
              { value: 'open', label: MESSAGES_TEXT.openOnly },
              ...MESSAGE_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] })),
            ]}
          />
        </div>
        <TextField
          id="messages-q"
          name="q"
          type="search"
          label={MESSAGES_TEXT.search}
          maxLength={MESSAGE_LIMITS.search}
          defaultValue={current.q ?? ''}
        />
        <Checkbox
          id="messages-overdue"
          name="overdue"
          value="1"
          label={MESSAGES_TEXT.overdueOnly}
          defaultChecked={current.overdue === '1'}
        />
        <Checkbox
          id="messages-mine"
          name="mine"
          value="1"
          label={MESSAGES_TEXT.mineOnly}
          defaultChecked={current.mine === '1'}
        />
        <div>
          <Button type="submit">{MESSAGES_TEXT.show}</Button>
        </div>
      </form>
      <Loaded resource={inbox} loading={MESSAGES_TEXT.loading} failed={MESSAGES_TEXT.loadFailed}>
        {(answer) => <MessagesTable answer={answer} onPage={(page) => go({ ...current, page: String(page) })} />}
      </Loaded>
    </>
  );
}
