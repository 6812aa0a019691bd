import { useAnswer } from '@college/remote-kit';
import { EXAMS_PATH, examsAnswerSchema, type TalentExam } from '@college/results-service/contract';

/** What a page that offers the exams declares (its `pageAnswers`): the gateway renders it with them. */
export const EXAMS_ANSWERS = [EXAMS_PATH];

/**
 * The exams that have results, newest first: ready at first render when the gateway rendered the
 * page with them (decision 017), else loaded in the browser. null until then, and if they cannot be
 * had: the look-up then asks the newest exam, which is what it asks without a year.
 */
export function useExams(): readonly TalentExam[] | null {
  const exams = useAnswer(EXAMS_PATH, examsAnswerSchema, (answer) => answer.data);
  return exams.status === 'ready' ? exams.data : null;
}
