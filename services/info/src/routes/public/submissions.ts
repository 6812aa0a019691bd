import { readMultipart, validateBody } from '@college/service-kit';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  COMPLAINT_PATH,
  COMPLAINT_SUCCESS_MESSAGE,
  complaintSchema,
  CONTACT_PATH,
  CONTACT_SUCCESS_MESSAGE,
  contactQuerySchema,
  FEEDBACK_PATH,
  FEEDBACK_SUCCESS_MESSAGE,
  feedbackSchema,
  SAMARTH_IMAGE,
  SAMARTH_PATH,
  SAMARTH_SUCCESS_MESSAGE,
  samarthVerificationFieldsSchema,
  type MessageKind,
  type SubmissionResponse,
} from '../../contract';
import { contactKey, newReference } from '../../plugins/messages-repository';
import { samarthFolder } from '../../uploads';

const success = (message: string, reference: string): SubmissionResponse => ({ result: 'success', message, reference });

/** See HONEYPOT_FIELD in contract.ts: a filled honeypot gets the normal reply and is dropped. */
function caughtByHoneypot(fields: { website?: string }, log: FastifyBaseLogger, form: string): boolean {
  if (!fields.website) return false;
  log.info({ form }, 'honeypot filled: submission answered but not stored');
  return true;
}

/**
 * The public forms. Each POST is rate limited per client by the kit (it adds config.rateLimit
 * to every POST route), validated with the same schema the browser form uses, and stored
 * only once everything is valid.
 */
const submissionRoutes: FastifyPluginAsync = async (fastify) => {
  // The three JSON forms differ only in schema, table, wording, and which field answers the sender.
  // The message and its case (reference number) are stored together, or neither is.
  const jsonForm = <T extends { website?: string }>(
    url: string,
    kind: MessageKind,
    schema: v.GenericSchema<unknown, T>,
    store: (input: T) => number,
    contactOf: (input: T) => string,
    message: string,
  ) => {
    fastify.post(url, { preValidation: validateBody(schema) }, async (request) => {
      // validateBody replaced the raw body with the schema's (trimmed) output.
      const input = request.body as T;
      // A bot caught by the honeypot gets a number like anyone's; it finds nothing.
      if (caughtByHoneypot(input, request.log, url)) return success(message, newReference(kind));
      const reference = fastify.db.transaction(() =>
        fastify.messages.open(kind, store(input), contactKey(kind, contactOf(input))),
      )();
      return success(message, reference);
    });
  };

  const { submissions } = fastify;
  jsonForm(
    FEEDBACK_PATH,
    'feedback',
    feedbackSchema,
    (input) => submissions.insertFeedback(input),
    (input) => input.phone,
    FEEDBACK_SUCCESS_MESSAGE,
  );
  jsonForm(
    COMPLAINT_PATH,
    'complaints',
    complaintSchema,
    (input) => submissions.insertComplaint(input),
    (input) => input.email,
    COMPLAINT_SUCCESS_MESSAGE,
  );
  jsonForm(
    CONTACT_PATH,
    'contact',
    contactQuerySchema,
    (input) => submissions.insertContactQuery(input),
    (input) => input.email,
    CONTACT_SUCCESS_MESSAGE,
  );

  fastify.post(SAMARTH_PATH, async (request) => {
    // Streams the file to the service's tmp folder while checking it; an invalid form leaves
    // nothing behind and answers one 400 with every problem.
    const form = await readMultipart(request, {
      fields: samarthVerificationFieldsSchema,
      files: {
        [SAMARTH_IMAGE.field]: {
          required: true,
          maxBytes: SAMARTH_IMAGE.maxBytes,
          kinds: SAMARTH_IMAGE.kinds,
          messages: SAMARTH_IMAGE.messages,
        },
      },
    });
    const { fields } = form;
    if (caughtByHoneypot(fields, request.log, SAMARTH_PATH)) {
      form.discard();
      return success(SAMARTH_SUCCESS_MESSAGE, newReference('samarth'));
    }

    // The file moves into uploads/samarth under a generated name and the row is written in the
    // same step: if the insert fails, the file is removed again (no row, no file).
    const reference = await form.commit(samarthFolder(fastify.paths), (stored) => {
      const image = stored[SAMARTH_IMAGE.field];
      const id = fastify.submissions.insertSamarthVerification({
        uhi_number: fields.uhi_number,
        admission: fields.admission,
        storedFile: image.name,
        size: image.size,
        kind: image.kind,
      });
      return fastify.messages.open('samarth', id, contactKey('samarth', fields.admission));
    });
    return success(SAMARTH_SUCCESS_MESSAGE, reference);
  });
};

export default submissionRoutes;
