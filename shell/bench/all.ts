/**
 * `pnpm bench`: every benchmark after one build, each in its own process, one after another (they
 * start portals of their own and must not share the two cores). One that misses a target or fails
 * does not stop the others, so a run always prints every figure; the exit code says whether any did.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHES = [
  'bundle',
  'web',
  'rss',
  'records',
  'admissions',
  'office',
  'inbox',
  'statement',
  'visits',
  'slow-bodies',
  'hostile-uploads',
];

const missed: string[] = [];
for (const name of BENCHES) {
  console.log(`\n=== bench:${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) missed.push(name);
}
console.log(
  missed.length
    ? `\nmissed a target or failed: ${missed.map((name) => `bench:${name}`).join(', ')}`
    : '\nevery bench within its targets',
);
process.exitCode = missed.length ? 1 : 0;
