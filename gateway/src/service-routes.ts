import { PUBLIC_PATHS as admissions } from '@college/admissions-service/contract';
import { PUBLIC_PATHS as careers } from '@college/careers-service/contract';
import { PUBLIC_PATHS as info } from '@college/info-service/contract';
import { PUBLIC_PATHS as office } from '@college/office-service/contract';
import { PUBLIC_PATHS as records } from '@college/records-service/contract';
import { PUBLIC_PATHS as results } from '@college/results-service/contract';

export type ServiceRoute = { prefix: string; service: string };

/**
 * Which service answers which public path: each contract lists its own, beside the constants its
 * remote and its service use, so a new call is routed where it is declared (services.json only
 * says where each service runs). service-routes.test.ts checks every contract path arrives at its service.
 */
export const CONTRACT_PATHS: Record<string, readonly string[]> = {
  info,
  records,
  admissions,
  results,
  careers,
  office,
};

/**
 * The gateway's proxy table for the services named (those services.json configures). A prefix
 * matches itself and what is under it, so '/uploads/docs/news/' becomes '/uploads/docs/news'.
 */
export function contractRoutes(services: Iterable<string>): ServiceRoute[] {
  return [...services].flatMap((service) =>
    (CONTRACT_PATHS[service] ?? []).map((path) => ({ prefix: path.replace(/\/$/, ''), service })),
  );
}
