/** The public look-up of a Talent Search result by roll number, in one exam (by default the newest). */
import { HttpError, type RateLimit, requestLanguage, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  certificateBlocker,
  notFoundMessage,
  RESULT_PATH,
  type ResultQuery,
  type ResultResponse,
  resultQuerySchema,
  unknownExamMessage,
} from '../../contract';
import { publicExam } from '../../plugins/exams-repository';

const MINUTE = 60_000;

/**
 * Look-ups per client address in ten minutes. A school's computer lab reaches us through one
 * address: a class of 40 students each searching their own roll number, mistyping it once and
 * opening the certificate page (one more look-up) makes 40 × 3 = 120 calls in a period, so 200 leaves
 * room for a second class starting early. Walking through roll numbers gets 200 per 10 minutes:
 * 10,000 roll numbers take over 8 hours from one address instead of seconds (the kit's general
 * look-up limit, 300 a minute, would allow the whole demo sheet in about a minute).
 */
export const RESULT_LOOKUP_LIMIT: RateLimit = { max: 200, timeWindow: 10 * MINUTE };

export interface ResultRoutesOptions {
  /** Look-ups per client address; default RESULT_LOOKUP_LIMIT (tests lower it). */
  lookupLimit?: RateLimit;
}

const resultRoutes: FastifyPluginAsync<ResultRoutesOptions> = async (fastify, options) => {
  const { max, timeWindow } = options.lookupLimit ?? RESULT_LOOKUP_LIMIT;
  const { exams } = fastify;
  fastify.post(
    RESULT_PATH,
    { config: { rateLimit: { max, timeWindow } }, preValidation: validateBody(resultQuerySchema) },
    async (request): Promise<ResultResponse> => {
      // validateBody replaced the body with the schema's output: trimmed, upper-cased, the year a number.
      const { rollno, year } = request.body as ResultQuery;
      const lang = requestLanguage(request);
      // No year: the newest exam that has results (a new exam waiting for its sheet is not yet one).
      const exam = year === undefined ? (exams.published()[0] ?? exams.list()[0]) : exams.byYear(year);
      if (!exam && year !== undefined) {
        const message = unknownExamMessage(year, lang);
        throw new HttpError(404, message, { year: message });
      }
      const row = exam && fastify.results.find(exam.id, rollno);
      if (!exam || !row) throw new HttpError(404, notFoundMessage(rollno, lang));
      // A certificate number is only handed out with a certificate (not to absent or withheld results).
      const shown = certificateBlocker(row) ? { ...row, certificate_no: '' } : row;
      return { result: 'success', data: { ...shown, exam: publicExam(exam) } };
    },
  );
};

export default resultRoutes;
