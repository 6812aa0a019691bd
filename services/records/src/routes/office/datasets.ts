/** The datasets the office imports and corrects: their columns, how many records, the last import. */
import type { FastifyPluginAsync } from 'fastify';
import { fileColumnsOf, ROLE } from '../../office-access';
import { DATASET_LABELS, DATASET_NAMES, OFFICE_DATASETS_PATH } from '../../office-contract/records';

const datasetRoutes: FastifyPluginAsync = async (fastify) => {
  const { datasets, datasetTables: tables, recordImports: imports } = fastify;

  fastify.get(OFFICE_DATASETS_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: DATASET_NAMES.map((name) => {
      const dataset = datasets[name];
      return {
        name,
        label: DATASET_LABELS[name],
        columns: [...dataset.fields],
        file_columns: fileColumnsOf(dataset),
        records: tables.count(dataset),
        last_import: imports.lastImport(name),
      };
    }),
  }));
};

export default datasetRoutes;
