/**
 * The records office's API, content_editor only, under /api/v1/office/records/ (the
 * gateway's door forwards it with a signed assertion, decision 011): the datasets (datasets.ts), a
 * sheet imported by web with its files (upload → preview, kept server-side → commit exactly that
 * preview, once), the imports' history and the undo of a dataset's last import (imports.ts), one
 * record corrected or removed with a reason (corrections.ts), a financial statement replaced by
 * a newer PDF (financial-documents.ts), and the names a sheet may give a class by, with the next
 * academic year added (class-names.ts). Every route is registered inside one officeScope: its
 * answers are never cached nor indexed, and the role each route names is checked before anything
 * else. Every change is audited in its own transaction; the listings' kept answers are dropped with
 * it, so the public pages show it at once.
 */
import { officeScope } from '@college/service-kit';
import classNameRoutes from './class-names';
import correctionRoutes from './corrections';
import datasetRoutes from './datasets';
import financialDocumentRoutes from './financial-documents';
import importRoutes from './imports';

export default officeScope(async (fastify) => {
  await fastify.register(datasetRoutes);
  await fastify.register(importRoutes);
  await fastify.register(correctionRoutes);
  await fastify.register(financialDocumentRoutes);
  await fastify.register(classNameRoutes);
});
