// Test helpers (not shipped: only *.test.tsx files import this).
import { vi } from 'vitest';
import { setPageAnswers } from '@college/remote-kit';
import { EXAMS_PATH } from '@college/results-service/contract';
import type { PublicResult, TalentExam, TalentResult } from '@college/results-service/contract';

export const EXAM_2024: TalentExam = {
  year: 2024,
  name_en: 'Talent Search Exam 2024',
  name_hi: 'प्रतिभा खोज परीक्षा 2024',
  held_on: '2024-01-07',
};
export const EXAM_2025: TalentExam = {
  year: 2025,
  name_en: 'Talent Search Exam 2025',
  name_hi: 'प्रतिभा खोज परीक्षा 2025',
  held_on: '2025-01-12',
};

export const ELIGIBLE: PublicResult = {
  rollno: '240118',
  certificate_no: 'TSE24/0107',
  student_name: 'Priya Yadav',
  father_name: 'Ramesh Yadav',
  school_name: 'Government Girls Inter College, Rampur',
  score: '99',
  result: 'Qualified',
  prize: 'First Prize',
  remark: 'Excellent',
  absent: '0',
  result_status: '1',
  exam: EXAM_2024,
};

export const ABSENT: PublicResult = {
  ...ELIGIBLE,
  rollno: '240007',
  certificate_no: '',
  student_name: 'Rahul Verma',
  father_name: 'Suresh Verma',
  score: '',
  result: 'Absent',
  prize: '',
  remark: 'Did not appear in the exam',
  absent: '1',
};

export const WITHHELD: PublicResult = {
  ...ELIGIBLE,
  rollno: '240013',
  certificate_no: '',
  student_name: 'Neha Gupta',
  father_name: 'Anil Gupta',
  score: '',
  result: 'Withheld',
  prize: '',
  remark: 'Result withheld: admit card details under verification',
  result_status: '0',
};

/** A real Response with a JSON body, as the service sends it. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A result's row as the office reads it: the sheet's fields, without the exam. */
export const rowOf = ({ exam: _exam, ...row }: PublicResult): TalentResult => row;

export const resultReply = (data: PublicResult) => () => jsonResponse({ result: 'success', data });
/** The exams the result page offers, newest first. */
export const examsReply =
  (exams: TalentExam[] = [EXAM_2025, EXAM_2024]) =>
  () =>
    jsonResponse({ result: 'success', data: exams });
export const failureReply =
  (status: number, message: string, errors: Record<string, string> = {}) =>
  () =>
    jsonResponse({ result: 'failure', message, errors }, status);

/** Stubs the network boundary: each call answers with the next reply (the last one repeats). */
export function stubFetch(...replies: Array<() => Response | Promise<Response>>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    return reply();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call of a stubbed fetch. */
export const sentBody = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call][1]?.body));

/**
 * The page drawn as the gateway draws /result (decision 017): with the exams' answer, so nothing
 * asks for them. Undo with `setPageAnswers(undefined, null)`.
 */
export function withExams(exams: TalentExam[] = [EXAM_2025, EXAM_2024]) {
  setPageAnswers({ [EXAMS_PATH]: { result: 'success', data: exams } }, null);
}
