import { ASSERTION_HEADER, type OfficeIdentity, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { formData, multipartPayload } from '../../kit/test/helpers';
import { buildApp, type ResultsAppOptions } from '../src/app';
import { RESULT_PATH, type TalentResult } from '../src/contract';
import { RESULT_FIELDS, RESULT_IMPORT_PREVIEW_PATH } from '../src/office-contract/results';

export { formData, makeTempDir, multipartPayload, removeDir } from '../../kit/test/helpers';

/** A results app on a real SQLite file in `dataDir`, without logging. */
export async function startResults(
  dataDir: string,
  options: Partial<ResultsAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

/** POST getResultByRollNo as the gateway would send it, from `remoteAddress`. */
export function lookUp(app: FastifyInstance, body: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: RESULT_PATH,
    remoteAddress,
    ...(typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'application/json' } }
      : { payload: body as object }),
  });
}

let officeRequests = 0;
/**
 * An office call's headers as the gateway's door sends them (decision 011): a fresh request id and
 * an assertion signed for it and for this service; roles 'none': no assertion at all.
 */
export async function officeHeaders(
  key: SigningKey,
  roles: RoleGrant[] | 'none',
  user = { userId: '7', username: 'rekha.results' },
): Promise<Record<string, string>> {
  const requestId = `rid-results-office-${++officeRequests}`;
  if (roles === 'none') return { 'x-request-id': requestId };
  const identity: OfficeIdentity = { ...user, roles, sessionId: `s${user.userId}`, requestId };
  return { 'x-request-id': requestId, [ASSERTION_HEADER]: await key.sign({ audience: 'results', identity }) };
}

/** The office's calls as the results officer (or `roles`) makes them through the gateway's door. */
export function officeCalls(app: FastifyInstance, key: SigningKey) {
  const post = async (url: string, body: unknown, roles: RoleGrant[] | 'none' = OFFICER) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: await officeHeaders(key, roles) });
  const get = async (url: string, roles: RoleGrant[] | 'none' = OFFICER) =>
    app.inject({ method: 'GET', url, headers: await officeHeaders(key, roles) });
  /** A sheet uploaded for preview into the exam of `year`, as the office page sends it. */
  const upload = async (csv: string, year: string | undefined, roles: RoleGrant[] | 'none' = OFFICER) => {
    const form = formData({
      ...(year === undefined ? {} : { year }),
      file: { bytes: Buffer.from(csv), name: 'results.csv', type: 'text/csv' },
    });
    const { payload, headers } = await multipartPayload(form);
    return app.inject({
      method: 'POST',
      url: RESULT_IMPORT_PREVIEW_PATH,
      payload,
      headers: { ...headers, ...(await officeHeaders(key, roles)) },
    });
  };
  return { post, get, upload };
}

export const OFFICER: RoleGrant[] = [{ role: 'results_officer' }];

/** A result sheet: the header and one line per row, every cell quoted as a spreadsheet may. */
export const sheetOf = (rows: readonly TalentResult[]) =>
  [RESULT_FIELDS, ...rows.map((row) => RESULT_FIELDS.map((field) => row[field]))]
    .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
    .join('\r\n');
