import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { said } from './bilingual';

/** Every failed request answers in this one shape, so the remotes need a single error path. */
export interface FailureBody {
  result: 'failure';
  message: string;
  errors: Record<string, string>;
  /** On 5xx answers only: the request's id (also in X-Request-Id), for the visitor to quote. */
  requestId?: string;
}

export const GENERIC_ERROR_MESSAGE = said(
  'Something went wrong. Please try again later.',
  'कुछ गड़बड़ हो गई। कृपया कुछ देर बाद फिर प्रयास करें।',
);
export const VALIDATION_MESSAGE = said('Please correct the highlighted fields.', 'कृपया चिह्नित फ़ील्ड ठीक करें।');
export const RATE_LIMIT_MESSAGE = said(
  'Too many requests, please try again later.',
  'बहुत अधिक अनुरोध आए हैं, कृपया कुछ देर बाद फिर प्रयास करें।',
);
export const NOT_FOUND_MESSAGE = said('Not found', 'नहीं मिला');
export const CROSS_SITE_MESSAGE = said(
  'This request came from another website and was refused. Please use the form on the college portal.',
  'यह अनुरोध किसी अन्य वेबसाइट से आया था, इसलिए अस्वीकार किया गया। कृपया महाविद्यालय पोर्टल पर दिया गया फ़ॉर्म ही भरें।',
);

export function failure(message: string, errors: Record<string, string> = {}): FailureBody {
  return { result: 'failure', message, errors };
}

/** A 4xx whose message was written for the visitor, so it is safe to send as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string>;

  constructor(statusCode: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export class ValidationError extends HttpError {
  constructor(errors: Record<string, string>, message = VALIDATION_MESSAGE) {
    super(400, message, errors);
    this.name = 'ValidationError';
  }
}

/**
 * The fixed wording per status of a client error thrown by a library (whose own message may quote
 * the request): the services' and the gateway's answers alike.
 */
export const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: said('Bad request.', 'अनुरोध सही नहीं है।'),
  403: said('Forbidden.', 'इसकी अनुमति नहीं है।'),
  404: NOT_FOUND_MESSAGE,
  405: said('Method not allowed.', 'यह अनुरोध-विधि स्वीकार्य नहीं है।'),
  413: said('The request is too large.', 'अनुरोध बहुत बड़ा है।'),
  415: said('Unsupported content type.', 'यह सामग्री-प्रकार स्वीकार्य नहीं है।'),
  429: RATE_LIMIT_MESSAGE,
};

/** A form whose multipart or CSV body cannot be parsed. */
export const UNREADABLE_FORM_MESSAGE = 'The form data could not be read.';

// Client errors raised by Fastify and its plugins, reworded for people (and remapped where the
// plugin's status is odd, e.g. multipart answers 406 for "not multipart").
const knownClientErrors: Record<string, { status?: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: CLIENT_ERROR_MESSAGES[415] },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: CLIENT_ERROR_MESSAGES[413] },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The form must be sent as multipart/form-data.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field is not valid JSON.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'A file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the form.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the form.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the form.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form contains a forbidden field name.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The form upload was interrupted.' },
};

/** A client error of any other status. */
export const OTHER_CLIENT_ERROR_MESSAGE = said('The request could not be processed.', 'अनुरोध पूरा नहीं हो सका।');

function statusOf(error: FastifyError & { status?: unknown }): number {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Errors from Fastify's own schema validation (if a route uses JSON schema) keyed like ours. */
function schemaValidationErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const fromPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const key = [fromPath, missing].filter(Boolean).join('.');
    if (key && !(key in errors)) errors[key] = issue.message ?? 'Invalid value';
  }
  return errors;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const body = failure(error.message, error.errors);
    return reply.code(error.statusCode).send(error.statusCode >= 500 ? { ...body, requestId: request.id } : body);
  }

  const status = statusOf(error);
  if (status < 500) {
    // Expected client mistakes: worth a trace at info level, not an alarm.
    // A body parser's message may quote the body (a name in a broken JSON form): the code says enough.
    const reason = error.code?.startsWith('FST_ERR_CTP_') ? undefined : error.message;
    request.log.info({ code: error.code, statusCode: status, reason }, 'request rejected');
    if (error.validation) {
      return reply.code(400).send(failure(VALIDATION_MESSAGE, schemaValidationErrors(error)));
    }
    const known = error.code ? knownClientErrors[error.code] : undefined;
    const finalStatus = known?.status ?? status;
    // Unknown 4xx messages come from libraries; fall back to a fixed wording instead of echoing them.
    const message = known?.message ?? CLIENT_ERROR_MESSAGES[finalStatus] ?? OTHER_CLIENT_ERROR_MESSAGE;
    return reply.code(finalStatus).send(failure(message));
  }

  // Anything else is our fault: keep the details in the log, never in the response.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ ...failure(GENERIC_ERROR_MESSAGE), requestId: request.id });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure(NOT_FOUND_MESSAGE));
}
