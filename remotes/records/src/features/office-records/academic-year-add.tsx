import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@college/design-system';
import { officePost, officeRoom as styles } from '@college/remote-kit/office';
import {
  academicYearAddedAnswerSchema,
  type ClassNames,
  OFFICE_ACADEMIC_YEARS_PATH,
} from '@college/records-service/office/records';
import { RECORDS_TEXT as T } from './records-text';
import { useOfficeCall } from './use-office-call';

/**
 * "Add the academic year 2025-26" (the one after the latest stored), asked first: what it does
 * and that it cannot be taken back here. The year is sent by name (its start), so a second click or
 * a colleague's is refused (409) rather than adding the year after. The outcome is the page's to
 * show (`onDone`): the list reloads, and this redraws with the new next year.
 */
export function AcademicYearAdd({
  names,
  onDone,
}: {
  names: ClassNames;
  onDone: (outcome: { tone: 'success' | 'warning'; message: string }) => void;
}) {
  const [asking, setAsking] = useState(false);
  const { run, sending, failure } = useOfficeCall();
  const heading = useRef<HTMLHeadingElement>(null);
  const next = names.next_year;
  useEffect(() => {
    if (asking) heading.current?.focus();
  }, [asking]);

  const add = async () => {
    const answer = await run(
      (csrf) =>
        officePost(OFFICE_ACADEMIC_YEARS_PATH, { start_year: next.start_year }, academicYearAddedAnswerSchema, csrf),
      T.yearNotAdded,
      // Already there (a colleague, another tab): said by the page, with the list as it is now.
      (refusal) => {
        if (refusal.status !== 409) return false;
        onDone({ tone: 'warning', message: refusal.message });
        return true;
      },
    );
    if (answer) onDone({ tone: 'success', message: answer.message });
  };

  if (!asking) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {T.addYear(next.name)}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="add-year-title">
      <h3 id="add-year-title" ref={heading} tabIndex={-1}>
        {T.addYearAsk(next.name)}
      </h3>
      <p>{T.addYearWhat(next.name, names.years.at(-1)?.name)}</p>
      {failure && (
        <Alert tone="danger">
          <p>{failure.message}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button loading={sending} onClick={() => void add()}>
          {T.addYearConfirm(next.name)}
        </Button>
        <Button variant="outline" disabled={sending} onClick={() => setAsking(false)}>
          {T.back}
        </Button>
      </div>
    </section>
  );
}
