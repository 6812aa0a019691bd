/** One roll number's result, read by the office and corrected with a reason at the version seen. */
import { auditContext, HttpError, parseWith, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { rollNumberSchema, type TalentResult } from '../../contract';
import { ROLE, STAFF_PACE } from '../../office-access';
import {
  certificateTakenMessage,
  CORRECTABLE_FIELDS,
  OFFICE_RESULTS_PATH,
  type OfficeResult,
  RESULT_CORRECTED_MESSAGE,
  RESULT_STALE_MESSAGE,
  RESULT_UNCHANGED_MESSAGE,
  type ResultCorrection,
  resultCorrectionSchema,
  resultNotFoundMessage,
} from '../../office-contract/results';
import { rowVersion } from '../../plugins/results-repository';

type RollParams = { rollno: string };

/** The roll number of the path, as the public look-up reads it (trimmed, upper-cased), or 404. */
const rollnoOf = (request: FastifyRequest<{ Params: RollParams }>) => {
  try {
    return parseWith(rollNumberSchema, request.params.rollno);
  } catch {
    throw new HttpError(404, resultNotFoundMessage(request.params.rollno.slice(0, 20)));
  }
};

const officeResult = (row: TalentResult): OfficeResult => ({ row, version: rowVersion(row) });

const correctionRoutes: FastifyPluginAsync = async (fastify) => {
  const { results, db } = fastify;

  fastify.get<{ Params: RollParams }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { roles: [ROLE] } },
    async (request) => {
      const rollno = rollnoOf(request);
      const row = results.find(rollno);
      if (!row) throw new HttpError(404, resultNotFoundMessage(rollno));
      return { result: 'success' as const, data: officeResult(row) };
    },
  );

  // One roll number's row corrected: the sheet's rules, the version seen, and why.
  fastify.post<{ Params: RollParams; Body: ResultCorrection }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(resultCorrectionSchema) },
    async (request) => {
      const rollno = rollnoOf(request);
      const { version, reason, ...fields } = request.body;
      const saved = db.transaction(() => {
        const before = results.find(rollno);
        if (!before) throw new HttpError(404, resultNotFoundMessage(rollno));
        if (rowVersion(before) !== version) throw new HttpError(409, RESULT_STALE_MESSAGE);
        const after: TalentResult = { ...fields, rollno };
        const changed = CORRECTABLE_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length === 0) throw new HttpError(400, RESULT_UNCHANGED_MESSAGE);
        const holder = after.certificate_no === '' ? undefined : results.certificateHolder(after.certificate_no);
        if (holder !== undefined && holder !== rollno) {
          const message = certificateTakenMessage(holder);
          throw new HttpError(400, message, { certificate_no: message });
        }
        results.update(after);
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'result.correct',
          recordType: 'talent_result',
          recordId: rollno,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
          reason,
        });
        return after;
      })();
      return { result: 'success' as const, message: RESULT_CORRECTED_MESSAGE, data: officeResult(saved) };
    },
  );
};

export default correctionRoutes;
