import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  Alert,
  Button,
  ErrorSummary,
  ScriptRequired,
  Select,
  Spinner,
  TextField,
  useCatalogue,
  useHydrated,
} from '@college/design-system';
import { ApiError, useInLanguage } from '@college/remote-kit';
import {
  examName,
  type PublicResult,
  ROLL_NUMBER_MAX_LENGTH,
  type ResultQuery,
  resultQuerySchema,
  type TalentExam,
} from '@college/results-service/contract';
import { getResult } from '../../shared/get-result';
import { ResultGrid } from './result-grid';
import messages from './result.messages.json';
import styles from './result-search.module.css';

type Lookup =
  | { status: 'idle' }
  | { status: 'searching'; rollno: string }
  | { status: 'found'; result: PublicResult }
  /** 404: no such roll number; the server's message says so in words. */
  | { status: 'not-found'; message: string }
  /** No message: a failure the API client could not name (shown in the page's language). */
  | { status: 'failed'; message?: string };

const ROLL_FIELD_ID = 'result-rollno';
const EXAM_FIELD_ID = 'result-exam';

/**
 * The exam, the roll number box, Search, and what the search found. The exams (`exams`, newest
 * first) are offered newest first and chosen; without them (not known, or not to be had) the search
 * asks the newest exam, as the service does without a year. The same contract schema as the service
 * checks the roll number (it asks for it when empty); a message from the service for a field goes
 * under it as well. A new search cancels one still on its way.
 */
export function ResultSearch({ exams = null }: { exams?: readonly TalentExam[] | null }) {
  const hydrated = useHydrated();
  const { text, lang } = useCatalogue(messages);
  const say = useInLanguage();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [failedAttempts, setFailedAttempts] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const [rollno, setRollno] = useState('');
  /** The exam chosen (its year); '' until one is: the newest. */
  const [chosenYear, setChosenYear] = useState('');
  const year = exams?.length ? chosenYear || String(exams[0].year) : '';
  /** The field's message as the contract or the service gave it (said() text), until the box changes. */
  const [problem, setProblem] = useState<string>();
  /** The service's message about the exam (a year it does not know), until another is chosen. */
  const [examProblem, setExamProblem] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  // The browser's own check gives the contract's English message; the service answers in the page's language.
  const fieldError = say(problem);
  const examError = say(examProblem);

  /** The contract's own check of the box (and the exam chosen): the query to send, or the message to show. */
  const check = (value: string) => {
    const parsed = v.safeParse(resultQuerySchema, { rollno: value, year: year || undefined });
    return parsed.success ? { query: parsed.output } : { message: parsed.issues[0].message };
  };

  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    if (lookup.status === 'found') resultHeading.current?.focus();
  }, [lookup]);

  const search = async ({ rollno: asked, year: askedYear }: ResultQuery) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLookup({ status: 'searching', rollno: asked });
    try {
      setLookup({ status: 'found', result: await getResult(asked, askedYear, controller.signal) });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.fieldErrors.year) {
        // An exam the service does not know (gone since the page was drawn): said under the choice.
        setExamProblem(error.fieldErrors.year);
        setFailedAttempts((count) => count + 1);
        setLookup({ status: 'idle' });
      } else if (error instanceof ApiError && error.status === 404) {
        setLookup({ status: 'not-found', message: error.message });
      } else if (error instanceof ApiError && error.fieldErrors.rollno) {
        setProblem(error.fieldErrors.rollno);
        setFailedAttempts((count) => count + 1);
        setLookup({ status: 'idle' });
      } else {
        setLookup({ status: 'failed', message: error instanceof ApiError ? error.message : undefined });
      }
    }
  };

  // One box and one schema: the form checks it on submit, then again as it changes (until it is right).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = check(rollno);
    setProblem(checked.message);
    if (checked.query) {
      void search(checked.query);
    } else {
      setFailedAttempts((count) => count + 1);
      setLookup({ status: 'idle' });
    }
  };

  return (
    <>
      <form className={styles.form} aria-label={text('form')} noValidate onSubmit={onSubmit}>
        <ScriptRequired>{text('noScript')}</ScriptRequired>
        <noscript>
          <Alert tone="warning" title={text('needsScript')}>
            {text('needsScriptText')}
          </Alert>
        </noscript>
        <ErrorSummary
          errors={[
            ...(examError ? [{ fieldId: EXAM_FIELD_ID, label: text('exam'), message: examError }] : []),
            ...(fieldError ? [{ fieldId: ROLL_FIELD_ID, label: text('rollNumber'), message: fieldError }] : []),
          ]}
          focusKey={failedAttempts}
        />
        {/* Disabled until the page's script runs: before that nothing could be searched. */}
        <fieldset className={styles.fields} disabled={!hydrated}>
          {exams && exams.length > 0 && (
            <Select
              id={EXAM_FIELD_ID}
              label={text('exam')}
              name="year"
              className={styles.exam}
              options={exams.map((exam) => ({
                value: String(exam.year),
                label: text('examOption', { year: exam.year, exam: examName(exam, lang) }),
              }))}
              value={year}
              error={examError}
              onChange={(event) => {
                setChosenYear(event.target.value);
                setExamProblem(undefined);
              }}
            />
          )}
          <div className={styles.row}>
            <TextField
              id={ROLL_FIELD_ID}
              label={text('rollNumber')}
              hint={text('rollHint')}
              error={fieldError}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={ROLL_NUMBER_MAX_LENGTH}
              className={styles.field}
              name="rollno"
              value={rollno}
              onChange={(event) => {
                setRollno(event.target.value);
                if (submitted) setProblem(check(event.target.value).message);
              }}
            />
            <Button type="submit" loading={lookup.status === 'searching'} className={styles.submit}>
              {text('search')}
            </Button>
          </div>
        </fieldset>
      </form>

      <div aria-busy={lookup.status === 'searching'} className={styles.outcome}>
        {lookup.status === 'searching' && <Spinner size="sm" label={text('searching', { roll: lookup.rollno })} />}
        {lookup.status === 'found' && <ResultGrid ref={resultHeading} result={lookup.result} />}
        {lookup.status === 'not-found' && (
          <Alert tone="warning" title={text('notFound')}>
            <p>{lookup.message}</p>
          </Alert>
        )}
        {lookup.status === 'failed' && (
          <Alert tone="danger" title={text('failed')}>
            <p>{lookup.message ?? text('wentWrong')}</p>
          </Alert>
        )}
      </div>
    </>
  );
}
