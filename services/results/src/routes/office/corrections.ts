/**
 * One roll number's result in one exam (its year in the query; without it, the newest exam), read
 * by the office and corrected with a reason at the version seen.
 */
import { auditContext, HttpError, parseWith, validateBody } from '@college/service-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { examYearSchema, rollNumberSchema, type TalentResult } from '../../contract';
import { ROLE, STAFF_PACE } from '../../office-access';
import {
  certificatePrefixMessage,
  certificateTakenMessage,
  CORRECTABLE_FIELDS,
  OFFICE_RESULTS_PATH,
  type OfficeResult,
  officeUnknownExamMessage,
  RESULT_CORRECTED_MESSAGE,
  RESULT_STALE_MESSAGE,
  RESULT_UNCHANGED_MESSAGE,
  type ResultCorrection,
  resultCorrectionSchema,
  resultNotFoundMessage,
} from '../../office-contract/results';
import { type ExamRow, hasPrefix, publicExam } from '../../plugins/exams-repository';
import { rowVersion } from '../../plugins/results-repository';

type RollRequest = FastifyRequest<{ Params: { rollno: string }; Querystring: { year?: string } }>;

/** The roll number of the path, as the public look-up reads it (trimmed, upper-cased), or 404. */
const rollnoOf = (request: RollRequest) => {
  try {
    return parseWith(rollNumberSchema, request.params.rollno);
  } catch {
    throw new HttpError(404, resultNotFoundMessage(request.params.rollno.slice(0, 20)));
  }
};

/** The exam of the query's year (400 if it is no year, 404 if no exam has it), or the newest. */
function examOf(fastify: FastifyInstance, request: RollRequest): ExamRow {
  const year = parseWith(examYearSchema, request.query.year);
  const exam = year === undefined ? fastify.exams.list()[0] : fastify.exams.byYear(year);
  if (!exam) throw new HttpError(404, officeUnknownExamMessage(year ?? 0));
  return exam;
}

const officeResult = (row: TalentResult, exam: ExamRow): OfficeResult => ({
  row,
  version: rowVersion(row),
  exam: publicExam(exam),
});

const correctionRoutes: FastifyPluginAsync = async (fastify) => {
  const { results, exams, db } = fastify;

  fastify.get<{ Params: { rollno: string }; Querystring: { year?: string } }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { roles: [ROLE] } },
    async (request) => {
      const rollno = rollnoOf(request);
      const exam = examOf(fastify, request);
      const row = results.find(exam.id, rollno);
      if (!row) throw new HttpError(404, resultNotFoundMessage(rollno, exam.name_en));
      return { result: 'success' as const, data: officeResult(row, exam) };
    },
  );

  // One roll number's row corrected: the sheet's rules, the version seen, and why.
  fastify.post<{ Params: { rollno: string }; Querystring: { year?: string }; Body: ResultCorrection }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(resultCorrectionSchema) },
    async (request) => {
      const rollno = rollnoOf(request);
      const exam = examOf(fastify, request);
      const { version, reason, ...fields } = request.body;
      const saved = db.transaction(() => {
        const before = results.find(exam.id, rollno);
        if (!before) throw new HttpError(404, resultNotFoundMessage(rollno, exam.name_en));
        if (rowVersion(before) !== version) throw new HttpError(409, RESULT_STALE_MESSAGE);
        const after: TalentResult = { ...fields, rollno };
        const changed = CORRECTABLE_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length === 0) throw new HttpError(400, RESULT_UNCHANGED_MESSAGE);
        const refuse = (message: string) => {
          throw new HttpError(400, message, { certificate_no: message });
        };
        const holder = after.certificate_no === '' ? undefined : results.certificateHolder(after.certificate_no);
        if (holder !== undefined && (holder.exam_id !== exam.id || holder.rollno !== rollno)) {
          const elsewhere = holder.exam_id === exam.id ? undefined : exams.byId(holder.exam_id)?.name_en;
          refuse(certificateTakenMessage(holder.rollno, elsewhere));
        }
        // A new certificate number is the exam's own; one stored before exams had prefixes may stay.
        if (
          changed.includes('certificate_no') &&
          after.certificate_no !== '' &&
          !hasPrefix(after.certificate_no, exam.certificate_prefix)
        )
          refuse(certificatePrefixMessage(exam.certificate_prefix));
        results.update(exam.id, after);
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'result.correct',
          recordType: 'talent_result',
          recordId: `${exam.year}/${rollno}`,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
          reason,
        });
        return after;
      })();
      return { result: 'success' as const, message: RESULT_CORRECTED_MESSAGE, data: officeResult(saved, exam) };
    },
  );
};

export default correctionRoutes;
