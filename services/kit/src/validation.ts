import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, ValidationError } from './errors';
import { rememberPersonalValues } from './logging';
import { said } from './bilingual';

type AnySchema = v.GenericSchema<unknown, unknown>;

export const MALFORMED_INPUT_MESSAGE = said(
  'The request data is not in the expected format.',
  'भेजा गया डेटा अपेक्षित प्रारूप में नहीं है।',
);
export const REQUIRED_FIELD_MESSAGE = said('This field is required.', 'यह फ़ील्ड भरना आवश्यक है।');

/**
 * The most characters any one field may hold. The forms' own limits are far lower (a message
 * 2,000, a career form's list of ten rows a few thousand); this one keeps a scripted megabyte
 * away from the schemas, the database and the logs, whatever a schema forgot.
 */
export const MAX_FIELD_LENGTH = 8000;
export const fieldTooLongMessage = (max: number = MAX_FIELD_LENGTH) =>
  `This field is too long (at most ${max.toLocaleString('en-IN')} characters).`;
export const UNKNOWN_FIELD_MESSAGE = 'This field is not part of the form.';

/** Names as an answer quotes them: short, and without control characters. */
const SHOWN_NAME_LENGTH = 40;
const SHOWN_NAMES = 5;
const shownName = (name: string) => {
  const plain = name.replace(/\p{Cc}/gu, '?');
  return plain.length > SHOWN_NAME_LENGTH ? `${plain.slice(0, SHOWN_NAME_LENGTH)}…` : plain;
};

export function unknownFieldsMessage(names: readonly string[]): string {
  const quoted = names.slice(0, SHOWN_NAMES).map((name) => `"${shownName(name)}"`);
  const more = names.length > SHOWN_NAMES ? ` and ${names.length - SHOWN_NAMES} more` : '';
  return names.length === 1
    ? `This form does not take a field named ${quoted[0]}.`
    : `This form does not take fields named ${quoted.join(', ')}${more}.`;
}

const OBJECT_TYPES = new Set(['object', 'strict_object']);

/**
 * The entries of an object schema, also when it sits inside a pipe (a form with cross-field
 * checks); undefined for schemas that take any key (loose_object, object_with_rest) or are no
 * object at all, so those are never checked for unknown fields.
 */
function objectEntriesOf(schema: unknown): Record<string, AnySchema> | undefined {
  const node = schema as { type?: string; entries?: Record<string, AnySchema>; pipe?: readonly unknown[] };
  if (node.entries && OBJECT_TYPES.has(node.type ?? '')) return node.entries;
  // A pipe spreads its first item (so v.pipe(v.object(…), …) has its entries, found above); a pipe
  // that starts with something else may hold the object further on.
  for (const item of node.pipe?.slice(1) ?? []) {
    if ((item as { kind?: string }).kind !== 'schema') continue;
    const entries = objectEntriesOf(item);
    if (entries) return entries;
  }
  return undefined;
}

/** The field names an object schema takes (see objectEntriesOf). */
export function fieldNamesOf(schema: unknown): ReadonlySet<string> | undefined {
  const entries = objectEntriesOf(schema);
  return entries ? new Set(Object.keys(entries)) : undefined;
}

function tooLong(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length > MAX_FIELD_LENGTH;
  if (depth >= 4 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => tooLong(item, depth + 1));
}

/**
 * What a visitor reads under an overlong field: the field's own message ("Please use at most 100
 * characters"), from its schema run on no more than MAX_FIELD_LENGTH + 1 characters of it, or the
 * kit's when the schema has none that fits.
 */
function tooLongMessage(entry: AnySchema | undefined, value: unknown): string {
  if (entry && typeof value === 'string') {
    const result = v.safeParse(entry, value.slice(0, MAX_FIELD_LENGTH + 1));
    const message = result.success ? undefined : result.issues[0]?.message;
    // A library's default wording may quote the value: only a short message is passed on.
    if (message && message.length <= 200) return message;
  }
  return fieldTooLongMessage();
}

/**
 * Screens a form's fields one by one before anything else reads them: names the form does not
 * take (when it knows the form's entries) and values over MAX_FIELD_LENGTH are refused.
 */
export class FieldScreen {
  private readonly unknown: string[] = [];
  private readonly tooLong: Record<string, string> = {};

  constructor(private readonly entries: Record<string, AnySchema> | undefined) {}

  static of(schema: unknown): FieldScreen {
    return new FieldScreen(objectEntriesOf(schema));
  }

  /**
   * False when the field is refused: its value must not be kept. `cutShort`: the parser already
   * found the value over its limit (a multipart part) and passes only its start.
   */
  admit(name: string, value: unknown, cutShort = false): boolean {
    if (this.entries && !Object.hasOwn(this.entries, name)) {
      this.unknown.push(name);
      return false;
    }
    if (!cutShort && !tooLong(value)) return true;
    this.tooLong[name] ??= tooLongMessage(this.entries?.[name], value);
    return false;
  }

  get clean(): boolean {
    return this.unknown.length === 0 && Object.keys(this.tooLong).length === 0;
  }

  /**
   * Throws a 400 in the shared failure shape naming the refused fields (unknown ones in the
   * message, since no form shows them); does nothing when all is well.
   */
  throwIfRefused(): void {
    if (this.clean) return;
    const errors: Record<string, string> = { ...this.tooLong };
    for (const name of this.unknown.slice(0, SHOWN_NAMES)) errors[shownName(name)] = UNKNOWN_FIELD_MESSAGE;
    if (this.unknown.length > 0) throw new ValidationError(errors, unknownFieldsMessage(this.unknown));
    throw new ValidationError(errors);
  }
}

/**
 * Refuses a body's or query's fields before any schema, log or database sees them: names the
 * form does not take (when `screen` knows its entries) and values over MAX_FIELD_LENGTH.
 */
export function checkFields(values: unknown, screen: FieldScreen): void {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return;
  for (const [key, value] of Object.entries(values)) screen.admit(key, value);
  screen.throwIfRefused();
}

/** Field key → first message for it; the key is the dotted path ("qualification.0.year"). */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (!key || key in errors) continue;
    // valibot reports a missing key with the object's wording ("Invalid key: Expected ..."),
    // which means nothing to a visitor; schemas that want their own text use optional('') + nonEmpty.
    errors[key] = issue.message.startsWith('Invalid key:') ? REQUIRED_FIELD_MESSAGE : issue.message;
  }
  return errors;
}

/** Parse untrusted data or throw a 400 in the shared failure shape. */
export function parseWith<S extends AnySchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const errors = issuesToErrors(result.issues);
  // An issue without a path is about the whole input (not an object, wrong type), not a field.
  if (Object.keys(errors).length === 0) throw new HttpError(400, MALFORMED_INPUT_MESSAGE);
  throw new ValidationError(errors);
}

/**
 * preValidation hook: refuses unknown and overlong fields, remembers the personal values for the
 * log's masking, then replaces request.body with the parsed (trimmed, typed) output.
 */
export function validateBody<S extends AnySchema>(schema: S) {
  return async function validateBodyHook(request: FastifyRequest) {
    const body = request.body ?? {};
    checkFields(body, FieldScreen.of(schema));
    rememberPersonalValues(request.log, body);
    request.body = parseWith(schema, body);
  };
}

/**
 * preValidation hook: replaces request.query with the parsed output. Overlong values are refused
 * first; unknown parameters are left alone (a GET's extra parameter harms nothing).
 */
export function validateQuery<S extends AnySchema>(schema: S) {
  return async function validateQueryHook(request: FastifyRequest) {
    const query = request.query ?? {};
    checkFields(query, new FieldScreen(undefined));
    request.query = parseWith(schema, query);
  };
}
