/**
 * The results office's API, results_officer only, under /api/v1/office/results/ (the
 * gateway's door forwards it with a signed assertion, decision 011): the exams, listed and added
 * (exams.ts), a result sheet imported by web into one exam and that exam's last import undone
 * (imports.ts), and one roll number's row of an exam corrected with a reason (corrections.ts).
 * Every route is registered inside one officeScope: its answers are never cached nor indexed, and
 * the role each route names is checked before anything else. Every change is audited in its own
 * transaction; the public look-up reads the same tables, so it answers from the new data at the
 * next request.
 */
import { officeScope } from '@college/service-kit';
import correctionRoutes from './corrections';
import examRoutes from './exams';
import importRoutes from './imports';

export default officeScope(async (fastify) => {
  await fastify.register(examRoutes);
  await fastify.register(importRoutes);
  await fastify.register(correctionRoutes);
});
