/** The public look-up of a Talent Search result by roll number. */
import { HttpError, type RateLimit, requestLanguage, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  certificateBlocker,
  notFoundMessage,
  RESULT_PATH,
  type ResultQuery,
  type ResultResponse,
  resultQuerySchema,
} from '../../contract';

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
  fastify.post(
    RESULT_PATH,
    { config: { rateLimit: { max, timeWindow } }, preValidation: validateBody(resultQuerySchema) },
    async (request): Promise<ResultResponse> => {
      // validateBody replaced the body with the schema's output: trimmed, upper-cased.
      const { rollno } = request.body as ResultQuery;
      const row = fastify.results.find(rollno);
      if (!row) throw new HttpError(404, notFoundMessage(rollno, requestLanguage(request)));
      // A certificate number is only handed out with a certificate (not to absent or withheld results).
      return { result: 'success', data: certificateBlocker(row) ? { ...row, certificate_no: '' } : row };
    },
  );
};

export default resultRoutes;
