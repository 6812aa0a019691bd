// Test helpers (not shipped: only *.test.tsx files import this).
import { vi } from 'vitest';
import type { TalentResult } from '@college/results-service/contract';

export const ELIGIBLE: TalentResult = {
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
};

export const ABSENT: TalentResult = {
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

export const WITHHELD: TalentResult = {
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

export const resultReply = (data: TalentResult) => () => jsonResponse({ result: 'success', data });
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
