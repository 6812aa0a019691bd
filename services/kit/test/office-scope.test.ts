import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  officeScope,
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
  validateBody,
} from '../src/index';
import { anonymousOfficeHeaders, buildKitApp, makeTempDir, officeHeadersFor, removeDir } from './helpers';

const markSchema = v.object({ mark: v.pipe(v.number(), v.integer()) });

const officeRoutes = officeScope(async (fastify) => {
  fastify.get('/api/v1/office/marks', { config: { roles: ['results_officer'] } }, async (request) => ({
    who: request.identity?.username,
  }));
  fastify.post(
    '/api/v1/office/marks',
    { config: { roles: ['results_officer'] }, preHandler: validateBody(markSchema) },
    async () => ({ result: 'success' }),
  );
  fastify.get('/api/v1/office/anyone', { config: { roles: [] } }, async () => ({ result: 'success' }));
});

const publicRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/api/v1/marks', async () => ({ result: 'success' }));
};

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

beforeEach(async () => {
  dataDir = await makeTempDir('kit-office-scope-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await buildKitApp(dataDir, {
    name: 'results',
    routes: async (fastify: FastifyInstance) => {
      await fastify.register(publicRoutes);
      await fastify.register(officeRoutes);
    },
  });
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const officer = () => officeHeadersFor('results', key, [{ role: 'results_officer', courses: [] }]);
const clerk = () => officeHeadersFor('results', key, [{ role: 'admission_officer', courses: [] }]);

describe('officeScope', () => {
  it('lets a user with one of the route’s roles in, and tells the route who it is', async () => {
    const response = await app.inject({ url: '/api/v1/office/marks', headers: await officer() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ who: 'asha.acc' });
  });

  it('refuses without a session (401) or without the role (403), before validating the body', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/office/marks',
      headers: anonymousOfficeHeaders(),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ result: 'failure', message: SIGN_IN_NEEDED_MESSAGE });
    const wrongRole = await app.inject({
      method: 'POST',
      url: '/api/v1/office/marks',
      headers: await clerk(),
      payload: {},
    });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toMatchObject({ result: 'failure', message: ROLE_NEEDED_MESSAGE });
    // With the role, the route's own checks run after the role's.
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/v1/office/marks',
      headers: await officer(),
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('admits any signed-in office user to a route whose roles are an empty list', async () => {
    expect((await app.inject({ url: '/api/v1/office/anyone', headers: await clerk() })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/office/anyone', headers: anonymousOfficeHeaders() })).statusCode).toBe(
      401,
    );
  });

  it('marks every office answer, refusals too, as never cached nor indexed; public answers keep their own', async () => {
    for (const headers of [await officer(), anonymousOfficeHeaders()]) {
      const response = await app.inject({ url: '/api/v1/office/marks', headers });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const open = await app.inject({ url: '/api/v1/marks' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBeUndefined();
  });

  it('stops the service at start-up when an office route does not name its roles', async () => {
    const unguarded = officeScope(async (fastify) => {
      fastify.get('/api/v1/office/open', async () => ({ result: 'success' }));
    });
    const dir = await makeTempDir('kit-office-scope-unguarded-');
    try {
      await expect(buildKitApp(dir, { name: 'results', routes: unguarded })).rejects.toThrow(
        'office route GET /api/v1/office/open must name its roles (config.roles)',
      );
    } finally {
      await removeDir(dir);
    }
  });
});
