import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServicePaths } from '@college/service-kit';
import { RECORDS_FILES_PREFIX } from '../contract';

/** The folders under public/ (and so under /uploads/docs/records/), one per kind of document. */
export type DocumentFolder =
  'attendance' | 'timetable' | 'faculty' | 'ncte' | 'disciplinary' | 'annual-report' | 'financial';

/**
 * A generated name from the file's content (`<folder>/<hash>.<ext>`): never the name someone
 * uploaded, and importing the same file again finds it already in place instead of a copy.
 */
export function contentName(folder: DocumentFolder, bytes: Uint8Array, extension: '.pdf' | '.png' | '.jpg'): string {
  return `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${extension}`;
}

/** Public URL of a stored document. Stored names are generated, so they need no encoding. */
export const fileUrl = (relative: string) => `${RECORDS_FILES_PREFIX}${relative}`;

/** Writes a document under public/; false if a file of that name (same content) was there. */
export function writeDocument(paths: ServicePaths, relative: string, bytes: Uint8Array): boolean {
  const target = path.join(paths.public, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    writeFileSync(target, bytes, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function removeDocument(paths: ServicePaths, relative: string): void {
  rmSync(path.join(paths.public, relative), { force: true });
}
