/**
 * How the launcher (and the crash-safety test) runs a service: compiled (`node dist/server.js`,
 * built by `pnpm build:services`), or from source with tsx when the build is missing or older
 * than its sources, or under `tsx watch` when developing.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './config';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import { fetch } from 'undici';

export const TSX = path.join(REPO_DIR, 'node_modules/.bin/tsx');

/** Why a bundle cannot be used (missing, or a source it was built from changed since), if so. */
export function bundleProblem(bundle: string): string | undefined {
  let builtAt: number;
  try {
    builtAt = statSync(bundle).mtimeMs;
  } catch {
    return 'not built';
  }
  try {
    // Written by the build: the bundled sources, relative to the bundle's folder.
    const inputs = JSON.parse(readFileSync(`${bundle}.inputs.json`, 'utf8')) as string[];
    const changed = inputs
      .map((input) => path.resolve(path.dirname(bundle), input))
      .find((input) => statSync(input).mtimeMs > builtAt);
    return changed ? `${path.relative(REPO_DIR, changed)} changed after the build` : undefined;
  } catch {
    return 'its build is incomplete';
  }
}

export interface ServiceCommand {
  command: string;
  args: string[];
  /** Set when the build could not be used: why. */
  fallback?: string;
}

/** A tsx start costs ~160 MB where `node` on the build costs ~60 MB: compiled unless developing. */
export function serviceCommand(dir: string, dev = false): ServiceCommand {
  if (dev) return { command: TSX, args: ['watch', '--clear-screen=false', 'src/server.ts'] };
  const bundle = path.join(dir, 'dist', 'server.js');
  const problem = bundleProblem(bundle);
  if (!problem) return { command: process.execPath, args: [...LEAN_NODE_FLAGS, bundle] };
  return { command: TSX, args: ['src/server.ts'], fallback: problem };
}

/**
 * Polls a service's /healthz until it answers 200 (true) or `timeoutMs` passed (false); given an
 * `instance`, only an answer naming it counts (the process the launcher started).
 */
export async function waitHealthy(url: string, timeoutMs: number, instance?: string): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(1000) });
      if (
        response.ok &&
        (instance === undefined || ((await response.json()) as { instance?: unknown }).instance === instance)
      )
        return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
