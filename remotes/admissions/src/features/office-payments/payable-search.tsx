import { rupees } from '@college/settings/format';
import type { ReactNode } from 'react';
import { Alert, Spinner } from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { useRefusedRead } from '@college/remote-kit/office';
import { FEE_NOT_PAID_TEXT, PAYMENT_STATE_TEXT } from '@college/admissions-service/contract';
import {
  PAYABLE_APPLICATIONS_PATH,
  PAYABLE_LIMIT,
  payableAnswerSchema,
  type PayableApplication,
  type PayablePurpose,
} from '@college/admissions-service/office/payments';
import { PAYABLE_TEXT as T } from './payments-text';
import { CellTable } from './table-scroll';

const C = T.columns;

/**
 * The applications whose fee may be taken (for cash at the counter, or a statement credit), found
 * by name or part of a number: each with what tells namesakes apart, and `pick` to choose it.
 */
export function PayableMatches({
  q,
  purpose,
  caption,
  pick,
}: {
  q: string;
  purpose: PayablePurpose;
  caption: string;
  pick: (application: PayableApplication) => ReactNode;
}) {
  const found = useResource(
    (signal) =>
      getJson(`${PAYABLE_APPLICATIONS_PATH}?${new URLSearchParams({ q, for: purpose })}`, payableAnswerSchema, signal),
    [q, purpose],
  );
  const refusedRead = useRefusedRead(found.status === 'error' ? found.error : null);
  if (found.status === 'loading') return <Spinner label={T.searching} showLabel />;
  if (found.status === 'error')
    return refusedRead ? null : (
      <Alert tone="danger">
        {found.error instanceof ApiError
          ? (Object.values(found.error.fieldErrors)[0] ?? found.error.message)
          : String(found.error)}
      </Alert>
    );
  const { rows, more } = found.data.data;
  if (rows.length === 0) return <p role="status">{T.noneFound}</p>;
  return (
    <>
      <CellTable
        label={caption}
        caption={caption}
        headers={Object.values(C)}
        rowHeaders
        rowKey={(row) => rows[row].application_no}
        rows={rows.map((row) => [
          row.application_no,
          row.name,
          row.father,
          row.course,
          rupees(row.fee),
          row.mobile_end,
          row.payment_state ? (
            <>
              {PAYMENT_STATE_TEXT[row.payment_state]}
              {row.reference && ` (${T.claimWith(row.reference)})`}
            </>
          ) : (
            FEE_NOT_PAID_TEXT
          ),
          pick(row),
        ])}
      />
      {more && <p role="status">{T.more(PAYABLE_LIMIT)}</p>}
    </>
  );
}
