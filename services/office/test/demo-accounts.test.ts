import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo-account-list';
import { logCapture, makeTempDir, removeDir, startOffice } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const CONTRACT = path.resolve(here, '../src/contract.ts');
const secrets = DEMO_ACCOUNTS.map((account) => account.totpSecret);

/** Every workspace file a module reaches by its static imports (packages in node_modules are left out). */
function reached(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const require = createRequire(file);
    for (const [, specifier] of text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g,
    )) {
      if (!specifier) continue;
      let target: string;
      if (specifier.startsWith('.')) {
        target = ['', '.ts', '.tsx', '/index.ts']
          .map((end) => path.resolve(path.dirname(file), specifier + end))
          .find((candidate) => existsSync(candidate) && statSync(candidate).isFile())!;
      } else if (specifier.startsWith('@college/')) {
        target = require.resolve(specifier);
      } else continue;
      if (target && !target.includes(`${path.sep}node_modules${path.sep}.pnpm`)) visit(target);
    }
  };
  visit(start);
  return [...seen];
}

describe('demo accounts', () => {
  it('keeps their passwords and secrets out of the office contract, which the office pages bundle', () => {
    const files = reached(CONTRACT);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(path.relative(repo, file)).not.toMatch(/demo-account/);
      for (const secret of secrets) expect(text, path.relative(repo, file)).not.toContain(secret);
      expect(text, path.relative(repo, file)).not.toMatch(/demo-\$\{|-password`/);
    }
  });

  it('are in no built page bundle (when the remotes are built)', () => {
    const dists = readdirSync(path.join(repo, 'remotes'))
      .map((name) => path.join(repo, 'remotes', name, 'dist'))
      .filter((dir) => existsSync(dir));
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    for (const file of dists.flatMap(walk).filter((name) => /\.(m?js|html)$/.test(name))) {
      const text = readFileSync(file, 'utf8');
      for (const secret of secrets) expect(text, file).not.toContain(secret);
      expect(text, file).not.toContain('demo-admin-password');
    }
  });

  it('are announced at warn at every demo start, with how to remove them', async () => {
    const dataDir = await makeTempDir('office-demo-');
    try {
      for (const start of ['first', 'second']) {
        const { stream, lines } = logCapture();
        const app = await startOffice(dataDir, { logger: { level: 'info', stream } });
        await app.close();
        const warning = lines
          .map((line) => JSON.parse(line) as { level: number; msg: string })
          .find((line) => line.level === 40 && /demo accounts/.test(line.msg));
        expect(warning?.msg, `${start} start`).toMatch(
          /passwords and authenticator secrets are public: demo\.accountant, demo\.admin,/,
        );
        expect(warning?.msg).toContain('pnpm office remove-demo-users');
      }
    } finally {
      await removeDir(dataDir);
    }
  });
});
