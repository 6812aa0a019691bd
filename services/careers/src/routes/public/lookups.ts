import { mkdir } from 'node:fs/promises';
import { servePublicFiles, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  CAREER_DOCS_PREFIX,
  DISTRICTS_PATH,
  type DistrictsResponse,
  JOB_PROFILES_PATH,
  type JobProfilesResponse,
  lookupQuerySchema,
  STATES_PATH,
  type StatesResponse,
  SUBJECTS_PATH,
  type SubjectsResponse,
} from '../../contract';
import { careerDocsFolder } from '../../notification-pdf';

type LookupQuery = v.InferOutput<typeof lookupQuerySchema>;

/** The form's look-ups (an unknown id is an empty list) and the public notification PDF. */
const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  const { careers } = fastify;
  const byId = { preValidation: validateQuery(lookupQuerySchema) };

  fastify.get(JOB_PROFILES_PATH, async (): Promise<JobProfilesResponse> => ({
    result: 'success',
    data: careers.jobProfiles(),
  }));
  fastify.get(SUBJECTS_PATH, byId, async (request): Promise<SubjectsResponse> => ({
    result: 'success',
    data: careers.subjects(Number((request.query as LookupQuery).id)),
  }));
  fastify.get(STATES_PATH, async (): Promise<StatesResponse> => ({ result: 'success', data: careers.states() }));
  fastify.get(DISTRICTS_PATH, byId, async (request): Promise<DistrictsResponse> => ({
    result: 'success',
    data: careers.districts(Number((request.query as LookupQuery).id)),
  }));

  const docs = careerDocsFolder(fastify.paths);
  await mkdir(docs, { recursive: true });
  await fastify.register(servePublicFiles, { root: docs, urlPrefix: CAREER_DOCS_PREFIX });
};

export default lookupRoutes;
