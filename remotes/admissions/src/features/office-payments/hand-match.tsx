import { type FormEvent, useState } from 'react';
import { Alert, Button, TextField } from '@college/design-system';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  handMatchAnswerSchema,
  SEARCH_MAX,
  STATEMENT_MATCH_PATH,
  STATEMENT_UNMATCH_PATH,
  type StatementLine,
} from '@college/admissions-service/office/payments';
import { PayableMatches } from './payable-search';
import { HAND_MATCH_TEXT as T } from './payments-text';
import styles from './payments.module.css';

/** What went wrong, in words, unless the office frame handles it (sign-in, no access). */
function useProblem() {
  const { refused } = useOfficeSession();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown, notSent: string) => {
    if (refused(error)) return;
    setProblem(`${notSent} ${error instanceof Error ? error.message : ''}`.trim());
  };
  return { problem, setProblem, fail };
}

/**
 * A credit with no application, matched to one by hand: find the application (among those a
 * statement credit may pay), choose it; the service checks the amount is its fee and keeps the
 * match with the preview until it is confirmed.
 */
export function HandMatch({
  importId,
  credit,
  onMatched,
  onCancel,
}: {
  importId: string;
  credit: StatementLine;
  onMatched: (line: StatementLine) => void;
  onCancel: () => void;
}) {
  const { csrfToken } = useOfficeSession();
  const [q, setQ] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const { problem, setProblem, fail } = useProblem();
  const label = T.panel(credit.line, credit.reference, credit.amount);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const match = async (applicationNo: string) => {
    setSending(applicationNo);
    setProblem(null);
    try {
      const answer = await officePost(
        STATEMENT_MATCH_PATH,
        { import_id: importId, line: credit.line, application_no: applicationNo },
        handMatchAnswerSchema,
        csrfToken,
      );
      onMatched(answer.data);
    } catch (error) {
      fail(error, T.notMatched);
    } finally {
      setSending(null);
    }
  };

  return (
    <section className={styles.section} aria-label={label}>
      <h4>{label}</h4>
      <p className={styles.intro}>{T.what}</p>
      <form className={styles.filters} role="search" aria-label={label} onSubmit={search}>
        <TextField
          id={`hand-match-${credit.line}`}
          name="q"
          type="search"
          label={T.searchLabel}
          maxLength={SEARCH_MAX}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {T.cancel}
        </Button>
      </form>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {q && (
        <PayableMatches
          q={q}
          purpose="statement"
          caption={label}
          pick={(application) => (
            <Button
              size="sm"
              loading={sending === application.application_no}
              disabled={sending !== null && sending !== application.application_no}
              onClick={() => match(application.application_no)}
            >
              {T.pick(application.application_no)}
            </Button>
          )}
        />
      )}
    </section>
  );
}

/** Takes a hand match back: the credit is one with no application again. */
export function TakeBackMatch({
  importId,
  line,
  onTakenBack,
}: {
  importId: string;
  line: StatementLine;
  onTakenBack: (line: StatementLine) => void;
}) {
  const { csrfToken } = useOfficeSession();
  const [sending, setSending] = useState(false);
  const { problem, fail } = useProblem();
  const takeBack = async () => {
    setSending(true);
    try {
      const answer = await officePost(
        STATEMENT_UNMATCH_PATH,
        { import_id: importId, line: line.line },
        handMatchAnswerSchema,
        csrfToken,
      );
      onTakenBack(answer.data);
    } catch (error) {
      fail(error, T.notTakenBack);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" loading={sending} aria-label={T.takeBackOf(line.line)} onClick={takeBack}>
        {T.takeBack}
      </Button>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </>
  );
}
