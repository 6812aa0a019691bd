import { validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_NAME } from '../../document-vault';
import {
  APPLICATION_FORM_PATH,
  type ApplicationFormResponse,
  type PrintableApplication,
  type StatusQuery,
  statusQuerySchema,
} from '../../contract';
import { applicationDetails } from '../../application-details';
import { noStore } from '../../no-store';
import { type PaymentRouteOptions, proofCheck } from '../../proofs';

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * POST applicationForm: the whole application for the applicant to print and bring to the office,
 * with the same three proofs, back-off and one not-found answer as the status look-up. The photo
 * and signature come inline as `data:` URLs; the other documents are never sent back
 * (docs/decisions/010-printable-application.md).
 */
export const applicationFormRoutes =
  ({ secrets, backoff }: PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const { applications } = fastify;
    const proven = proofCheck(fastify, { secrets, backoff });

    const imageOf = async (file: { stored_file: string; detected_kind: string } | undefined) => {
      if (!file || !DOCUMENT_NAME.test(file.stored_file) || !(file.detected_kind in MIME)) return null;
      try {
        // The office's reader (document-vault.ts): a sealed file would open in memory too.
        const bytes = await fastify.documents.read(file.stored_file);
        return `data:${MIME[file.detected_kind as keyof typeof MIME]};base64,${bytes.toString('base64')}`;
      } catch (error) {
        // A file gone from the disk (a restore without uploads): the printout says so, the office asks again.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    };

    fastify.post(
      APPLICATION_FORM_PATH,
      { onRequest: noStore, preValidation: validateBody(statusQuerySchema) },
      async (request, reply): Promise<ApplicationFormResponse> => {
        const row = proven(request, reply, request.body as StatusQuery);
        const images = applications.imagesOf(row.id);
        const [photo, signature] = await Promise.all([
          imageOf(images.find((image) => image.field === 'photo')),
          imageOf(images.find((image) => image.field === 'signature')),
        ]);
        const data: PrintableApplication = { ...applicationDetails(fastify, row), photo, signature };
        return { result: 'success', data };
      },
    );
  };
