import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_FIELD_LENGTH } from '../../validation';

export const DEFAULT_MULTIPART_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 10,
  fields: 60,
  // busboy counts bytes, the field check characters (MAX_FIELD_LENGTH): one UTF-16 character is
  // at most 3 bytes of UTF-8, so every value the check allows gets through whole.
  fieldSize: 3 * MAX_FIELD_LENGTH,
} as const;

export type MultipartLimits = { fileSize?: number; files?: number; fields?: number; fieldSize?: number };

/** Multipart forms (uploads), read by the kit's readMultipart within these limits. */
export default fp<{ limits?: MultipartLimits }>(
  async (app, { limits }) => {
    await app.register(multipart, { limits: { ...DEFAULT_MULTIPART_LIMITS, ...limits } });
  },
  { name: 'kit-multipart' },
);
