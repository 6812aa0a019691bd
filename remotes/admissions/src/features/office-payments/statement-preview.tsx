import { rupees } from '@college/settings/format';
import { type ReactNode, useState } from 'react';
import { Alert, Button } from '@college/design-system';
import { collegeTime } from '@college/remote-kit/office';
import {
  PREVIEW_GROUP_TEXT,
  PREVIEW_GROUPS,
  type PreviewGroup,
  type StatementLine,
  type StatementPreview as Preview,
} from '@college/admissions-service/office/payments';
import { HandMatch, TakeBackMatch } from './hand-match';
import { HAND_MATCH_TEXT, STATEMENT_TEXT } from './payments-text';
import { CellTable } from './table-scroll';
import styles from './payments.module.css';

const C = STATEMENT_TEXT.columns;

/** One group's table: its heading says how many; an empty group says so. */
function Group({
  group,
  count,
  headers,
  rows,
  children,
}: {
  group: PreviewGroup;
  count: number;
  headers: string[];
  rows: ReactNode[][];
  /** Below the table: a hand match being made. */
  children?: ReactNode;
}) {
  const id = `preview-${group}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>
        {PREVIEW_GROUP_TEXT[group]} ({count})
      </h3>
      {count === 0 ? (
        <p>{STATEMENT_TEXT.none}</p>
      ) : (
        <CellTable label={PREVIEW_GROUP_TEXT[group]} labelledBy={id} headers={headers} rows={rows} />
      )}
      {children}
    </section>
  );
}

const lineCells = (line: StatementLine, withClaim = false) => [
  line.line,
  line.reference,
  line.amount,
  ...(withClaim ? [line.claimed === null ? '' : rupees(line.claimed)] : []),
  line.date,
  line.application_no ?? '–',
  line.name ?? '–',
];
const LINE_HEADERS = [C.line, C.reference, C.amount, C.date, C.application, C.name];

export interface StatementPreviewProps {
  preview: Preview;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * With it, a credit with no application can be matched to one by hand (and taken back): the
   * preview as it then stands. Needs the office session (the page's).
   */
  onPreviewChange?: (preview: Preview) => void;
  /** A colleague as the page names them: by the name beside the username (see useNameOf). */
  nameOf?: (username: string, name: string | null | undefined) => string;
}

const byLine = (a: StatementLine, b: StatementLine) => a.line - b.line;

/** Step 3: what the statement matched, group by group, with counts; Confirm commits the matches. */
export function StatementPreview({
  preview,
  sending = false,
  onConfirm,
  onCancel,
  onPreviewChange,
  nameOf = (username, name) => name || username,
}: StatementPreviewProps) {
  const [matching, setMatching] = useState<number | null>(null);
  const counts: Record<PreviewGroup, number> = Object.fromEntries(
    PREVIEW_GROUPS.map((group) => [group, preview[group].length]),
  ) as Record<PreviewGroup, number>;
  // A hand match moves the credit to the matches (counted and confirmed with them); taken back, it returns.
  const matched = (line: StatementLine) => {
    setMatching(null);
    onPreviewChange?.({
      ...preview,
      no_application: preview.no_application.filter((credit) => credit.line !== line.line),
      matched: [...preview.matched, line].sort(byLine),
    });
  };
  const takenBack = (line: StatementLine) =>
    onPreviewChange?.({
      ...preview,
      matched: preview.matched.filter((match) => match.line !== line.line),
      no_application: [...preview.no_application, line].sort(byLine),
    });
  const credit = preview.no_application.find((line) => line.line === matching);
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{STATEMENT_TEXT.previewTitle}</h2>
      <h3>{STATEMENT_TEXT.counts}</h3>
      <ul className={styles.counts}>
        {PREVIEW_GROUPS.map((group) => (
          <li key={group}>
            <span className={styles.count}>{counts[group]}</span> {PREVIEW_GROUP_TEXT[group]}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {counts.matched > 0 ? (
          <Button onClick={onConfirm} loading={sending}>
            {STATEMENT_TEXT.confirm(counts.matched)}
          </Button>
        ) : (
          <Alert tone="info">{STATEMENT_TEXT.nothingToConfirm}</Alert>
        )}
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {STATEMENT_TEXT.cancel}
        </Button>
      </div>
      <Group
        group="matched"
        count={counts.matched}
        headers={onPreviewChange ? [...LINE_HEADERS, HAND_MATCH_TEXT.how] : LINE_HEADERS}
        rows={preview.matched.map((line) => [
          ...lineCells(line),
          ...(onPreviewChange
            ? [
                line.matched_by ? (
                  <>
                    {HAND_MATCH_TEXT.byHand(nameOf(line.matched_by, line.matched_by_name))}{' '}
                    <TakeBackMatch importId={preview.import_id} line={line} onTakenBack={takenBack} />
                  </>
                ) : (
                  HAND_MATCH_TEXT.byReference
                ),
              ]
            : []),
        ])}
      />
      <Group
        group="no_application"
        count={counts.no_application}
        headers={onPreviewChange ? [...LINE_HEADERS, HAND_MATCH_TEXT.open] : LINE_HEADERS}
        rows={preview.no_application.map((line) => [
          ...lineCells(line),
          ...(onPreviewChange
            ? [
                <Button
                  key="match"
                  size="sm"
                  variant="secondary"
                  aria-label={HAND_MATCH_TEXT.openOf(line.line)}
                  aria-expanded={matching === line.line}
                  onClick={() => setMatching(matching === line.line ? null : line.line)}
                >
                  {HAND_MATCH_TEXT.open}
                </Button>,
              ]
            : []),
        ])}
      >
        {credit && onPreviewChange && (
          <HandMatch
            key={credit.line}
            importId={preview.import_id}
            credit={credit}
            onMatched={matched}
            onCancel={() => setMatching(null)}
          />
        )}
      </Group>
      <Group
        group="no_credit"
        count={counts.no_credit}
        headers={[C.application, C.name, C.reference, C.amount, C.paidAt]}
        rows={preview.no_credit.map((claim) => [
          claim.application_no,
          claim.name,
          claim.reference,
          rupees(claim.amount),
          collegeTime(claim.paid_at, 'day'),
        ])}
      />
      <Group
        group="amount_differs"
        count={counts.amount_differs}
        headers={[C.line, C.reference, C.amount, C.claimed, C.date, C.application, C.name]}
        rows={preview.amount_differs.map((line) => lineCells(line, true))}
      />
      <Group
        group="already_verified"
        count={counts.already_verified}
        headers={LINE_HEADERS}
        rows={preview.already_verified.map((line) => lineCells(line))}
      />
      <Group
        group="skipped"
        count={counts.skipped}
        headers={[C.line, C.reason]}
        rows={preview.skipped.map((line) => [line.line, line.reason])}
      />
    </section>
  );
}
