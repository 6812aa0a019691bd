// Test helper (imported by the gateway's *.test.ts only).
import fs from 'node:fs';
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

/**
 * The builds a gateway serves, as small as they can be: the shell's page and one hashed file, the
 * info remote's manifest, entry and one hashed chunk, and the remotes map naming it.
 */
export function writeTestBuilds(folder: string) {
  fs.mkdirSync(path.join(folder, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'shell/index.html'),
    '<!doctype html><head><title>x</title></head><div id="root"></div>',
  );
  fs.writeFileSync(path.join(folder, 'shell/main.0123456789.js'), 'console.log("shell");'.repeat(200));
  fs.mkdirSync(path.join(folder, 'remotes/info/dist'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'remotes/info/dist/mf-manifest.json'), '{"id":"info"}');
  fs.writeFileSync(path.join(folder, 'remotes/info/dist/remoteEntry.js'), 'var info;');
  fs.writeFileSync(path.join(folder, 'remotes/info/dist/123.abcdef0123.js'), 'var chunk;');
  fs.writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify({ info: '/remotes/info/mf-manifest.json' }));
}

/**
 * A gateway with no builds (an empty shell folder and remotes map) over the services named,
 * listening on a free loopback port; `env` as for gatewayOver.
 */
export async function listeningGateway(
  folder: string,
  services: Record<string, { url: string }>,
  env: NodeJS.ProcessEnv = {},
) {
  fs.writeFileSync(path.join(folder, 'services.json'), JSON.stringify({ services }));
  fs.mkdirSync(path.join(folder, 'shell'));
  fs.writeFileSync(path.join(folder, 'remotes.json'), '{}');
  const gateway = await gatewayOver(folder, {}, env);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return gateway;
}
