/**
 * What the records office's routes (routes/office/) share: the role that may call them, the pace
 * of staff writes, who calls, a SHA-256 for what the audit log names, and the dataset a path names.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '@college/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Dataset } from './cli/datasets';
import { datasetUnknownMessage, isDatasetName } from './office-contract/records';

export const ROLE = 'content_editor';
/** Staff writes count against the services' 'read' limit (300 a minute), not the public forms'. */
export const STAFF_PACE = { rateLimitKind: 'read' } as const;

/** The signed-in office user's name, as the imports record it. */
export const who = (request: FastifyRequest) => request.identity?.username ?? null;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type DatasetParams = { dataset: string };

/** The dataset of the path (the service's, fastify.datasets), or 404. */
export const datasetOf = (request: FastifyRequest<{ Params: DatasetParams }>): Dataset => {
  const name = request.params.dataset;
  if (!isDatasetName(name)) throw new HttpError(404, datasetUnknownMessage(name.slice(0, 40)));
  return request.server.datasets[name];
};
export const fileColumnsOf = (dataset: Dataset) => dataset.files.map(({ column }) => column);
