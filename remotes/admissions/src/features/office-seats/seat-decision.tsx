import { useEffect, useRef, useState } from 'react';
import { Button, TextField } from '@college/design-system';
import type { MeritRow } from '@college/admissions-service/office/seats';
import { SEATS_TEXT } from './seats-text';
import styles from './seats.module.css';

export type SeatDecision = { kind: 'admit' | 'cancel'; row: MeritRow };

/**
 * An admit, or an admission's cancellation, asked before it is sent: what will happen (a seat
 * taken or freed, a General seat taken on merit, what the applicant sees), plainly that the fee is
 * not verified when it is not, and for a cancellation why (required: the audit log
 * keeps it). Focus comes here, and Back returns to the list untouched.
 */
export function SeatDecisionPanel({
  decision,
  place,
  seatsLeft,
  onGeneral = null,
  feeNotVerified = null,
  busy,
  onConfirm,
  onBack,
}: {
  decision: SeatDecision;
  place: string;
  seatsLeft: number;
  /** An admit onto a General seat: the category's own seats (all taken); null otherwise. */
  onGeneral?: number | null;
  /** Where the fee stands, in words, when the accounts office has not verified it; null when it has. */
  feeNotVerified?: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => heading.current?.focus(), [decision]);
  const { row, kind } = decision;
  const text = kind === 'admit' ? SEATS_TEXT.confirmAdmit : SEATS_TEXT.confirmCancel;
  return (
    <section className={styles.decision} aria-labelledby="seat-decision-heading" data-print-hidden="">
      <h3 id="seat-decision-heading" ref={heading} tabIndex={-1}>
        {text.heading(row.name, row.application_no)}
      </h3>
      <p>{text.what(place, seatsLeft)}</p>
      {kind === 'admit' && onGeneral !== null && <p>{SEATS_TEXT.confirmAdmit.onGeneral(row.category, onGeneral)}</p>}
      {kind === 'admit' && feeNotVerified !== null && (
        <p className={styles.warning}>{SEATS_TEXT.confirmAdmit.feeNotVerified(feeNotVerified)}</p>
      )}
      {kind === 'cancel' && (
        <TextField
          id="seat-decision-reason"
          label={SEATS_TEXT.confirmCancel.reason}
          multiline
          rows={2}
          required
          value={reason}
          error={missing ? SEATS_TEXT.confirmCancel.reasonNeeded : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
      )}
      <div className={styles.actions}>
        <Button
          loading={busy}
          onClick={() => {
            if (kind === 'cancel' && !reason.trim()) return setMissing(true);
            onConfirm(reason.trim());
          }}
        >
          {text.confirm}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onBack}>
          {SEATS_TEXT.back}
        </Button>
      </div>
    </section>
  );
}
