import { createHash } from 'node:crypto';
import { HttpError, parseWith } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CO_CURRICULAR_SUBJECTS_PATH,
  COURSES_PATH,
  DISTRICTS_PATH,
  idQuerySchema,
  MAJOR_SUBJECTS_PATH,
  MINOR_SUBJECTS_PATH,
  NOT_APPLICABLE,
  STATES_PATH,
  SUB_DISTRICTS_PATH,
  type Subject,
  VOCATIONAL_SUBJECTS_PATH,
} from '../../contract';
import type { SubjectKind } from '../../plugins/catalogue-repository';

/** The lists change only with a new release or configuration: a phone may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';
const NA_SUBJECT: Subject = { id: Number(NOT_APPLICABLE), subject: 'N/A' };

/**
 * Lookups answer with an ETag, so a phone that comes back revalidates with a 304 instead of
 * downloading (say) a state's 300 sub-districts again. Bodies are built once per URL and kept:
 * the lists never change while the service runs.
 */
const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  const cache = new Map<string, { body: string; etag: string }>();

  const sendCached = (request: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown) => {
    let entry = cache.get(key);
    if (!entry) {
      const body = JSON.stringify({ result: 'success', data: build() });
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
      cache.set(key, entry);
    }
    reply.header('cache-control', CACHE_CONTROL).header('etag', entry.etag);
    const seen = request.headers['if-none-match'];
    if (seen && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  const idOf = (request: FastifyRequest) => parseWith(idQuerySchema, request.query).id;
  const orNotFound = <T>(list: T[] | null, what: string): T[] => {
    if (list === null) throw new HttpError(404, `No such ${what}.`);
    return list;
  };

  const { catalogue } = fastify;
  fastify.get(STATES_PATH, (request, reply) => sendCached(request, reply, 'states', () => catalogue.states()));
  fastify.get(DISTRICTS_PATH, (request, reply) => {
    const id = idOf(request);
    return sendCached(request, reply, `districts:${id}`, () => orNotFound(catalogue.districtsOf(id), 'state'));
  });
  fastify.get(SUB_DISTRICTS_PATH, (request, reply) => {
    const id = idOf(request);
    return sendCached(request, reply, `sub-districts:${id}`, () =>
      orNotFound(catalogue.subDistrictsOf(id), 'district'),
    );
  });
  fastify.get(COURSES_PATH, (request, reply) => sendCached(request, reply, 'courses', () => catalogue.courses()));

  // Majors come without N/A: only subject 3 offers it, and the form adds it there.
  const subjectsRoute = (path: string, kind: SubjectKind, withNa: boolean) =>
    fastify.get(path, (request, reply) => {
      const id = idOf(request);
      return sendCached(request, reply, `${kind}:${id}`, () => {
        const subjects = orNotFound(catalogue.subjects(kind, id), 'course');
        return withNa ? [NA_SUBJECT, ...subjects] : subjects;
      });
    });
  subjectsRoute(MAJOR_SUBJECTS_PATH, 'major', false);
  subjectsRoute(MINOR_SUBJECTS_PATH, 'minor', true);
  subjectsRoute(CO_CURRICULAR_SUBJECTS_PATH, 'cocurricular', true);
  fastify.get(VOCATIONAL_SUBJECTS_PATH, (request, reply) =>
    sendCached(request, reply, 'vocational', () => [NA_SUBJECT, ...(catalogue.subjects('vocational', null) ?? [])]),
  );
};

export default lookupRoutes;
