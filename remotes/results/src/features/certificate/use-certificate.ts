import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@college/remote-kit';
import {
  certificateBlocker,
  examYearSchema,
  type PublicResult,
  rollNumberSchema,
} from '@college/results-service/contract';
import { getResult } from '../shared/get-result';

export type CertificateState =
  /** Prerendered or hydrating (the roll number is not known yet), or the call is on its way. */
  | { status: 'loading' }
  /** The address holds no possible roll number (/certificate/<script>) or year (?year=x): nothing is asked. */
  | { status: 'invalid'; what: 'roll' | 'year' }
  | { status: 'not-found'; message: string }
  | { status: 'blocked'; reason: 'absent' | 'withheld'; result: PublicResult }
  /** No message: a failure the API client could not name (the page says it in its language). */
  | { status: 'failed'; message?: string }
  | { status: 'ready'; result: PublicResult };

/**
 * The result behind /certificate/:roll?year=YYYY, looked up once the page has hydrated (the
 * prerendered page has no roll number). Without a year: the newest exam's, as every link meant
 * before exams were data. `retry` asks again after a failure.
 */
export function useCertificate(roll: string | undefined, year: string | null, hydrated: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CertificateState>({ status: 'loading' });

  useEffect(() => {
    if (!hydrated) return;
    const parsed = v.safeParse(rollNumberSchema, roll ?? '');
    const exam = v.safeParse(examYearSchema, year ?? undefined);
    if (!parsed.success || !exam.success) {
      setState({ status: 'invalid', what: parsed.success ? 'year' : 'roll' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getResult(parsed.output, exam.output, controller.signal).then(
      (result) => {
        const reason = certificateBlocker(result);
        setState(reason ? { status: 'blocked', reason, result } : { status: 'ready', result });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404)
          setState({ status: 'not-found', message: error.message });
        else setState({ status: 'failed', message: error instanceof ApiError ? error.message : undefined });
      },
    );
    return () => controller.abort();
  }, [roll, year, hydrated, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
