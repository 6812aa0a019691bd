import path from 'node:path';
import type { ServicePaths } from '@college/service-kit';

/** Private: under uploads/, which no route serves. */
export const samarthFolder = (paths: ServicePaths) => path.join(paths.uploads, 'samarth');
