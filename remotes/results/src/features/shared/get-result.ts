import { postJson } from '@college/remote-kit';
import { type PublicResult, RESULT_PATH, resultResponseSchema } from '@college/results-service/contract';

/**
 * One student's result by roll number in the exam of `year` (none: the newest exam, as the service
 * reads it), checked against the results service's contract.
 */
export async function getResult(rollno: string, year: number | undefined, signal?: AbortSignal): Promise<PublicResult> {
  const body = year === undefined ? { rollno } : { rollno, year };
  return (await postJson(RESULT_PATH, body, resultResponseSchema, signal)).data;
}
