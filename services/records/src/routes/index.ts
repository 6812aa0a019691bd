import { mkdir } from 'node:fs/promises';
import { servePublicFiles, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACADEMIC_YEAR_PATH,
  ALL_FACULTY_PATH,
  ANNUAL_REPORT_PATH,
  ATTENDANCE_RECORD_PATH,
  COURSES_PATH,
  DISCIPLINARY_PATH,
  FACULTY_RECORD_PATH,
  type FacultyQuery,
  facultyQuerySchema,
  MONTHS,
  NCTE_ORDER_PATH,
  RECORDS_FILES_PREFIX,
  type RecordQuery,
  recordQuerySchema,
  STUDENT_RECORD_PATH,
  TIMETABLE_RECORD_PATH,
  type TimetableQuery,
  timetableQuerySchema,
  YEAR_SEM_PATH,
  yearSemQuerySchema,
} from '../contract';
import { fileUrl } from '../documents/store';
import { encodingFor } from '../plugins/answer-cache';

/**
 * Public lists, the same for everyone: the gateway may keep them this long (Surrogate-Control is
 * for it alone), so a class list asked by every parent costs the service one answer per few
 * seconds. An import shows within this time.
 */
const KEEP_AT_GATEWAY = 'max-age=5';

// Look-ups sent as POST are reads: they count against the kit's read limit, not the form limit,
// so paging through lists and changing filters never runs into a 429.
const READ = { rateLimitKind: 'read' } as const;

/** All records routes (full public paths, see contract.ts) and the public documents. */
const routes: FastifyPluginAsync = async (fastify) => {
  const { records } = fastify;

  fastify.get(ACADEMIC_YEAR_PATH, async (_request, reply) => {
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return records.academicYears();
  });
  fastify.get(COURSES_PATH, async (_request, reply) => {
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return { data: records.courses() };
  });
  fastify.get(YEAR_SEM_PATH, { preValidation: validateQuery(yearSemQuerySchema) }, async (request, reply) => {
    const { brc_id } = request.query as { brc_id: number };
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return { data: records.parts(brc_id) };
  });

  /**
   * A listing answer from the kept answers: the key is the path and the validated query (numbers,
   * so "1" and 1 are one entry), in the schema's field order. Sent compressed when the client takes
   * it (the kept compressed bytes), which the gateway passes through as they are.
   */
  const listing =
    <Q extends object>(path: string, build: (query: Q) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.body as Q;
      const { body, encoding } = records.answers.answer(
        `${path} ${JSON.stringify(query)}`,
        () => build(query),
        encodingFor(request.headers['accept-encoding']),
      );
      reply.header('vary', 'accept-encoding').header('surrogate-control', KEEP_AT_GATEWAY);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    };

  fastify.post(
    STUDENT_RECORD_PATH,
    { config: READ, preValidation: validateBody(recordQuerySchema) },
    listing<RecordQuery>(STUDENT_RECORD_PATH, (query) => ({ data: records.students(query) })),
  );

  fastify.post(
    ATTENDANCE_RECORD_PATH,
    { config: READ, preValidation: validateBody(recordQuerySchema) },
    listing<RecordQuery>(ATTENDANCE_RECORD_PATH, (query) => ({
      data: records
        .attendance(query)
        .map((row) => ({ month: MONTHS[row.month - 1], year: row.year, file: fileUrl(row.file) })),
    })),
  );

  fastify.post(
    TIMETABLE_RECORD_PATH,
    { config: READ, preValidation: validateBody(timetableQuerySchema) },
    listing<TimetableQuery>(TIMETABLE_RECORD_PATH, (query) => ({
      data: records.timetables(query).map((row) => ({ ...row, file: fileUrl(row.file) })),
    })),
  );

  fastify.post(
    FACULTY_RECORD_PATH,
    { config: READ, preValidation: validateBody(facultyQuerySchema) },
    listing<FacultyQuery>(FACULTY_RECORD_PATH, (query) => ({
      data: records.faculty(query).map((row) => ({ ...row, photo: fileUrl(row.photo) })),
    })),
  );

  fastify.get(ALL_FACULTY_PATH, async () => ({
    data: records.allFaculty().map((row) => ({ ...row, photo: fileUrl(row.photo) })),
  }));

  const documents = (rows: { title: string; file: string }[]) => ({
    data: rows.map((row) => ({ title: row.title, file: fileUrl(row.file) })),
  });
  fastify.get(NCTE_ORDER_PATH, async () => documents(records.ncteOrders()));
  fastify.get(DISCIPLINARY_PATH, async () => documents(records.disciplinary()));
  fastify.get(ANNUAL_REPORT_PATH, async () => ({
    data: records.annualReports().map((row) => ({
      fin_year: row.fin_year,
      balance_report: fileUrl(row.balance_report),
      income_report: fileUrl(row.income_report),
      receipt_report: fileUrl(row.receipt_report),
    })),
  }));

  await fastify.register(publicDocuments);
};

/** Every document (PDFs, faculty photos) under /uploads/docs/records/<folder>/<generated name>. */
const publicDocuments: FastifyPluginAsync = async (fastify) => {
  // A PDF opens in the browser's viewer (the financial pages embed them) rather than downloading.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && reply.getHeader('content-type') === 'application/pdf') {
      const name = (request.url.split('?')[0].split('/').pop() ?? '').replace(/[^\w.-]/g, '');
      reply.header('content-disposition', `inline; filename="${name}"`);
    }
    return payload;
  });
  await mkdir(fastify.paths.public, { recursive: true });
  await fastify.register(servePublicFiles, { root: fastify.paths.public, urlPrefix: RECORDS_FILES_PREFIX });
};

export default routes;
