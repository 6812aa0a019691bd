import type { FastifyInstance } from 'fastify';
import { tableRows } from '../../kit/test/helpers';
import { buildApp, type InfoAppOptions } from '../src/app';
import { SUBMISSION_TABLES } from '../src/plugins/submissions-repository';

export {
  EXE,
  filesUnder,
  type FormEntry,
  formData,
  imageMetadata,
  JPEG,
  makeTempDir,
  multipartPayload,
  officeInjectFor,
  PDF,
  FAKE_PDF,
  PNG,
  pngOf,
  postMultipart,
  removeDir,
  tableRows,
} from '../../kit/test/helpers';

/** An info app on a real SQLite file in `dataDir`, without logging. */
export async function startInfo(dataDir: string, options: Partial<InfoAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function submissionCount(app: FastifyInstance): number {
  return Object.values(SUBMISSION_TABLES).reduce((sum, { table }) => sum + tableRows(app, table).length, 0);
}
