/**
 * The class lists a visitor filters (students, attendance sheets, time tables, faculty), answered
 * from the kept answers, and the teaching faculty of every course.
 */
import { validateBody, validateQuery } from '@college/service-kit';
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
      const query = (request.method === 'GET' ? request.query : request.body) as Q;
      const { body, encoding } = records.answers.answer(
        `${path} ${JSON.stringify(query)}`,
        () => build(query),
        encodingFor(request.headers['accept-encoding']),
      );
      reply.header('vary', 'accept-encoding').header('surrogate-control', KEEP_AT_GATEWAY);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    };

  /**
   * A class listing, as a POST (the portal's forms) and as a GET with the same filters in the query
   * (`?course_id=1&part_id=1&acd_year=3`): the one the gateway fetches to put a listing whose
   * filters are in the page's address into its first response, readable without script.
   */
  const classListing = <Q extends object>(
    path: string,
    schema: Parameters<typeof validateBody>[0],
    build: (query: Q) => unknown,
  ) => {
    fastify.post(path, { config: READ, preValidation: validateBody(schema) }, listing<Q>(path, build));
    fastify.get(path, { config: READ, preValidation: validateQuery(schema) }, listing<Q>(path, build));
  };

  classListing<RecordQuery>(STUDENT_RECORD_PATH, recordQuerySchema, (query) => ({ data: records.students(query) }));
  classListing<RecordQuery>(ATTENDANCE_RECORD_PATH, recordQuerySchema, (query) => ({
    data: records
      .attendance(query)
      .map((row) => ({ month: MONTHS[row.month - 1], year: row.year, file: fileUrl(row.file) })),
  }));
  classListing<TimetableQuery>(TIMETABLE_RECORD_PATH, timetableQuerySchema, (query) => ({
    data: records.timetables(query).map((row) => ({ ...row, file: fileUrl(row.file) })),
  }));

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
