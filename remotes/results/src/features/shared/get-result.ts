import { postJson } from '@college/remote-kit';
import { RESULT_PATH, resultResponseSchema, type TalentResult } from '@college/results-service/contract';

/** One student's result by roll number, checked against the results service's contract. */
export async function getResult(rollno: string, signal?: AbortSignal): Promise<TalentResult> {
  return (await postJson(RESULT_PATH, { rollno }, resultResponseSchema, signal)).data;
}
