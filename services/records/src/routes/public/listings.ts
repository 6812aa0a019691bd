/**
 * The class lists a visitor filters (students, attendance sheets, time tables, faculty), answered
 * from the kept answers, and the teaching faculty of every course.
 */
import { validateBody } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALL_FACULTY_PATH,
  ATTENDANCE_RECORD_PATH,
  FACULTY_RECORD_PATH,
  type FacultyQuery,
  facultyQuerySchema,
  MONTHS,
  type RecordQuery,
  recordQuerySchema,
  STUDENT_RECORD_PATH,
  TIMETABLE_RECORD_PATH,
  type TimetableQuery,
  timetableQuerySchema,
} from '../../contract';
import { fileUrl } from '../../documents/store';
import { encodingFor } from '../../plugins/answer-cache';
import { KEEP_AT_GATEWAY } from '../../public-cache';

// Look-ups sent as POST are reads: they count against the kit's read limit, not the form limit,
// so paging through lists and changing filters never runs into a 429.
const READ = { rateLimitKind: 'read' } as const;

const listingRoutes: FastifyPluginAsync = async (fastify) => {
  const { records } = fastify;

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
};

export default listingRoutes;
