/**
 * The names a sheet may give a class by (courses with their years or semesters, academic years,
 * each with its code), and the next academic year added by the office, asked first on its page.
 */
import { auditContext, HttpError, isUniqueViolation, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { withNextYear } from '../../imports/class-names';
import { ROLE, STAFF_PACE } from '../../office-access';
import {
  academicYearAddedMessage,
  type AcademicYearAddInput,
  academicYearAddSchema,
  academicYearExistsMessage,
  academicYearName,
  academicYearNotNextMessage,
  academicYearTooEarlyMessage,
  OFFICE_ACADEMIC_YEARS_PATH,
  OFFICE_CLASS_NAMES_PATH,
} from '../../office-contract/records';

const classNameRoutes: FastifyPluginAsync = async (fastify) => {
  const { records, db } = fastify;
  const classNames = () => withNextYear(records.catalogue(), fastify.now());

  fastify.get(OFFICE_CLASS_NAMES_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: classNames(),
  }));

  // The year to add is named in the body (the page sends the next one it showed): a second click,
  // or a colleague's, finds it there (409) instead of adding the one after.
  fastify.post<{ Body: AcademicYearAddInput & { start_year: number } }>(
    OFFICE_ACADEMIC_YEARS_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(academicYearAddSchema) },
    async (request) => {
      const start = request.body.start_year;
      const name = academicYearName(start);
      const added = db.transaction(() => {
        if (records.academicYearStarting(start) !== undefined)
          throw new HttpError(409, academicYearExistsMessage(name));
        const next = classNames().next_year;
        if (start !== next.start_year) throw new HttpError(400, academicYearNotNextMessage(next.name));
        // A year is added at most a year before it starts (July): no run of clicks adds 2031-32 today.
        const from = start - 1;
        if (fastify.now().getUTCFullYear() < from) throw new HttpError(400, academicYearTooEarlyMessage(name, from));
        let id: number;
        try {
          id = records.insertAcademicYear(start);
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, academicYearExistsMessage(name));
          throw error;
        }
        const year = { id, name, start_year: start };
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'records.academic_year_add',
          recordType: 'academic_year',
          recordId: String(id),
          after: { ...year, end_year: start + 1 },
        });
        return year;
      })();
      return { result: 'success' as const, message: academicYearAddedMessage(name), data: added };
    },
  );
};

export default classNameRoutes;
