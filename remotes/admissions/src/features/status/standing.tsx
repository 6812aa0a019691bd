import { useState } from 'react';
import { Alert } from '@college/design-system';
import type { ApplicationStanding, StatusQuery } from '@college/admissions-service/contract';
import styles from './application-status.module.css';
import { ReuploadForm } from './reupload-form';
import { REUPLOAD_TEXT, STANDING_TEXT } from './standing-text';

type Standing = Pick<ApplicationStanding, 'state' | 'rejection_reason' | 'queried'>;

/** Where the application stands at the office, what to do, and the way to send queried documents again. */
export function StandingView({ standing: initial, query }: { standing: Standing; query: StatusQuery }) {
  const [standing, setStanding] = useState(initial);
  const [received, setReceived] = useState<string | null>(null);
  const words = STANDING_TEXT[standing.state];
  return (
    <section aria-labelledby="standing-heading" className={styles.found} data-print-hidden="" data-state={standing.state}>
      <h2 id="standing-heading" tabIndex={-1}>
        {REUPLOAD_TEXT.heading}: {words.title}
      </h2>
      <p>{words.body}</p>
      {standing.state === 'rejected' && standing.rejection_reason && (
        <p>
          <strong>{REUPLOAD_TEXT.rejectionReason}:</strong> {standing.rejection_reason}
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
