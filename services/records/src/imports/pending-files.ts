/**
 * Where a preview's files wait until it is committed: the private uploads folder, under generated
 * names (a sheet's files may be personal, so they are never public before the commit).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServicePaths } from '@college/service-kit';
import type { SheetFile } from './sheet-check';

/** A file a preview keeps: the name it is published under, the generated name it waits under. */
export interface WaitingFile {
  name: string;
  temp: string;
}

export function createPendingFiles(paths: ServicePaths) {
  const folder = path.join(paths.uploads, 'record-imports');
  const fileOf = (temp: string) => path.join(folder, temp);
  return {
    /** Writes a sheet's files under new generated names. */
    keep(files: readonly SheetFile[]): WaitingFile[] {
      mkdirSync(folder, { recursive: true, mode: 0o750 });
      return files.map((file) => {
        const temp = `${randomUUID()}.part`;
        writeFileSync(fileOf(temp), file.bytes, { flag: 'wx', mode: 0o640 });
        return { name: file.name, temp };
      });
    },
    read: (temp: string) => readFileSync(fileOf(temp)),
    remove: (temp: string) => rmSync(fileOf(temp), { force: true }),
    /** Removes every waiting file not in `named` last changed before `before` (ms since the epoch). */
    removeStray(named: ReadonlySet<string>, before: number): void {
      for (const temp of existsSync(folder) ? readdirSync(folder) : []) {
        const file = fileOf(temp);
        if (!named.has(temp) && statSync(file).mtimeMs < before) rmSync(file, { force: true });
      }
    },
  };
}

export type PendingFiles = ReturnType<typeof createPendingFiles>;
