/**
 * The seven datasets the office imports and corrects (cli/datasets.ts) as `fastify.datasets`, their
 * date rules read by the service's clock, fastify.now.
 */
import fp from 'fastify-plugin';
import { createDatasets, type Dataset } from '../cli/datasets';

declare module 'fastify' {
  interface FastifyInstance {
    datasets: Record<string, Dataset>;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('datasets', createDatasets(fastify.now));
  },
  { name: 'datasets', fastify: '5.x' },
);
