import { useState } from 'react';
import { Alert, useCatalogue } from '@college/design-system';
import type { ApplicationStanding, StatusQuery } from '@college/admissions-service/contract';
import styles from './application-status.module.css';
import { ReuploadForm } from './reupload-form';
import messages from './standing.messages.json';

type Standing = Pick<ApplicationStanding, 'state' | 'rejection_reason' | 'queried'>;

/** The states whose words end in "nothing to do" when the fee is settled. */
const WAITING = new Set<ApplicationStanding['state']>(['submitted', 'under_scrutiny', 'verified']);

/**
 * Where the application stands at the office, what to do, and the way to send queried documents
 * again. `feeSettled`: the fee is paid or with the office to confirm; else the page says the fee is
 * still open (its block below says what to do), never that there is nothing to do.
 */
export function StandingView({
  standing: initial,
  query,
  feeSettled,
}: {
  standing: Standing;
  query: StatusQuery;
  feeSettled: boolean;
}) {
  const [standing, setStanding] = useState(initial);
  const [received, setReceived] = useState<string | null>(null);
  const { text } = useCatalogue(messages);
  return (
    <section
      aria-labelledby="standing-heading"
      className={styles.found}
      data-print-hidden=""
      data-state={standing.state}
    >
      <h2 id="standing-heading" tabIndex={-1}>
        {text('heading', { state: text(`${standing.state}.title`) })}
      </h2>
      <p>
        {text(`${standing.state}.body`)}
        {WAITING.has(standing.state) && ` ${feeSettled ? text('nothingToDo') : text('feeOpen')}`}
      </p>
      {standing.state === 'rejected' && standing.rejection_reason && (
        <p>
          <strong>{text('reason')}</strong> {standing.rejection_reason}
        </p>
      )}
      <div aria-live="polite">{received && <Alert tone="success">{received}</Alert>}</div>
      {standing.queried.length > 0 && (
        <ReuploadForm
          key={standing.queried.map(({ field }) => field).join()}
          queried={standing.queried}
          query={query}
          onSent={(next, message) => {
            setStanding(next);
            setReceived(message);
          }}
        />
      )}
    </section>
  );
}
