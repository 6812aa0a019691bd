import { collegeDay, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGE_STATUS_PATH,
  type MessageStatusAnswer,
  type MessageStatusQuery,
  messageStatusSchema,
} from '../../contract';
import { contactKey } from '../../plugins/messages-repository';

/**
 * A sender sees their message's state, and the closing reply once closed, with its reference
 * number and the e-mail or phone they gave. A POST, so the kit's limit on public
 * POSTs applies; a miss never says which of the two was wrong.
 */
const messageStatusRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post<{ Body: MessageStatusQuery }>(
    MESSAGE_STATUS_PATH,
    { preValidation: validateBody(messageStatusSchema) },
    async (request, reply): Promise<MessageStatusAnswer> => {
      reply.header('cache-control', 'no-store');
      const { reference, contact } = request.body;
      const found = fastify.messages.get(reference);
      if (!found || contactKey(found.kind, contact) !== found.contact || found.contact === '')
        throw new HttpError(404, MESSAGE_NOT_FOUND_MESSAGE);
      const closed = found.status === 'closed';
      return {
        result: 'success',
        data: {
          reference: found.reference,
          kind: found.kind,
          status: found.status,
          submitted_on: collegeDay(found.createdAt),
          closed_on: closed && found.closedAt ? collegeDay(found.closedAt) : null,
          reply: closed ? found.reply : null,
        },
      };
    },
  );
};

export default messageStatusRoutes;
