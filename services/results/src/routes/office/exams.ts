/** The exams as the office sees them (with their results and last import), and a new exam added. */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { ROLE, STAFF_PACE, who } from '../../office-access';
import {
  examCreatedMessage,
  examPrefixTakenMessage,
  examYearTakenMessage,
  type NewExam,
  newExamSchema,
  OFFICE_EXAMS_PATH,
  type OfficeExam,
} from '../../office-contract/results';
import { type ExamRow, publicExam } from '../../plugins/exams-repository';
import { createResultImports } from '../../result-import';

const examRoutes: FastifyPluginAsync = async (fastify) => {
  const { exams, results, db } = fastify;
  const imports = createResultImports(db, results, fastify.now);
  const officeExam = (exam: ExamRow): OfficeExam => ({
    ...publicExam(exam),
    certificate_prefix: exam.certificate_prefix,
    results: results.count(exam.id),
    last_import: imports.lastImportOf(exam.id),
  });

  fastify.get(OFFICE_EXAMS_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: exams.list().map(officeExam),
  }));

  // A new exam: one a year, its certificate numbers beginning their own way. It has no results
  // until its sheet is imported, so the public page does not offer it before.
  fastify.post<{ Body: NewExam }>(
    OFFICE_EXAMS_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(newExamSchema) },
    async (request) => {
      const exam = request.body;
      const created = db.transaction(() => {
        if (exams.byYear(exam.year)) {
          const message = examYearTakenMessage(exam.year);
          throw new HttpError(409, message, { year: message });
        }
        const sharing = exams.byPrefix(exam.certificate_prefix);
        if (sharing) {
          const message = examPrefixTakenMessage(sharing.certificate_prefix, sharing.year);
          throw new HttpError(409, message, { certificate_prefix: message });
        }
        const row = exams.create(exam, who(request));
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'results.exam_create',
          recordType: 'talent_exam',
          recordId: row.year,
          after: { ...publicExam(row), certificate_prefix: row.certificate_prefix },
        });
        return row;
      })();
      return { result: 'success' as const, message: examCreatedMessage(created.name_en), data: officeExam(created) };
    },
  );
};

export default examRoutes;
