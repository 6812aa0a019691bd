import path from 'node:path';
import type { FileRule, ServicePaths } from '@college/service-kit';
import { FILE_REQUIRED_MESSAGE, fileKindMessage, fileTooLargeMessage, type UploadRule } from './contract';

/** Private: under uploads/, which no route serves. */
export const applicationsFolder = (paths: ServicePaths) => path.join(paths.uploads, 'applications');

export const paymentsFolder = (paths: ServicePaths) => path.join(paths.uploads, 'payments');

/** `missing`: what a required upload says when absent (the document named, where the form has one). */
export const fileRule = (rule: UploadRule, required: boolean, missing = FILE_REQUIRED_MESSAGE): FileRule => ({
  required,
  maxBytes: rule.maxBytes,
  kinds: rule.kinds,
  messages: { required: missing, tooLarge: fileTooLargeMessage(rule), wrongKind: fileKindMessage(rule) },
});
