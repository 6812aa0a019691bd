/**
 * The records sheets imported by web (imports/record-imports.ts) as `fastify.recordImports`, for the
 * office's routes. Previews abandoned while the service was down go at start too, not only at the
 * next preview.
 */
import fp from 'fastify-plugin';
import { createRecordImports, type RecordImports } from '../imports/record-imports';

declare module 'fastify' {
  interface FastifyInstance {
    recordImports: RecordImports;
  }
}

export default fp(
  async (fastify) => {
    const imports = createRecordImports({
      db: fastify.db,
      paths: fastify.paths,
      records: fastify.records,
      tables: fastify.datasetTables,
      datasets: fastify.datasets,
      now: fastify.now,
    });
    imports.prune();
    fastify.decorate('recordImports', imports);
  },
  { name: 'record-imports', dependencies: ['records-repository', 'datasets', 'dataset-tables'], fastify: '5.x' },
);
