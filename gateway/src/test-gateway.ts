// Test helper (imported by the gateway's *.test.ts only).
import path from 'node:path';
import { buildGateway, type GatewayOptions } from './app';
import { loadGatewayConfig } from './config';

/**
 * A gateway over a test folder laid out as `shell/`, `remotes/`, `remotes.json`, `services.json`;
 * `env` adds or overrides settings (timeouts, TRUST_PROXY, …) as the environment would.
 */
export function gatewayOver(folder: string, options: GatewayOptions = {}, env: NodeJS.ProcessEnv = {}) {
  return buildGateway(
    loadGatewayConfig({
      SHELL_DIST: path.join(folder, 'shell'),
      REMOTES_DIR: path.join(folder, 'remotes'),
      REMOTES_CONFIG: path.join(folder, 'remotes.json'),
      SERVICES_CONFIG: path.join(folder, 'services.json'),
      ...env,
    }),
    { logger: false, ...options },
  );
}
