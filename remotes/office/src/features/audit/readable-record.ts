import type { OfficeAuditEntry } from '@college/office-service/contract';
import { ROLE_NAMES } from '../shared/office-text';
import { type People, withName } from './people';

/**
 * An audit row's record and its before/after, as people read them: "Label: value" per field, a
 * changed field with its value before and after, usernames as names. The CSV keeps the JSON.
 */

export interface ReadableField {
  label: string;
  /** The value before (only for a changed field). */
  before?: string;
  value: string;
  changed: boolean;
}

/** Shown for a field without a value. */
export const NO_VALUE = '—';
/** A long value (a list of hundreds) is cut in the view; the CSV has it whole. */
const MAX_VALUE_LENGTH = 300;

const LABELS: Readonly<Record<string, string>> = {
  application_no: 'Application number',
  trans_no: 'Transaction number',
  file_sha256: 'File SHA-256',
  sha256: 'SHA-256',
  id: 'Id',
};

const RECORD_TYPES: Readonly<Record<string, string>> = {
  application: 'Application',
  applications: 'Applications',
  user: 'Office user',
  message: 'Message',
  merit: 'Merit list',
  audit_log: 'Audit log',
  statement_mapping: 'Bank statement columns',
  financial_statement: 'Financial statement',
};

/** "assigned_to" → "Assigned to", "sessionsEnded" → "Sessions ended". */
export function fieldLabel(key: string): string {
  if (Object.hasOwn(LABELS, key)) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(field: string, value: unknown, people: People, depth = 0): string {
  const shown = withName(people, field, value);
  if (shown === null || shown === undefined) return NO_VALUE;
  if (typeof shown === 'boolean') return shown ? 'Yes' : 'No';
  if (typeof shown === 'string') {
    if (field === 'role' && Object.hasOwn(ROLE_NAMES, shown)) return ROLE_NAMES[shown as keyof typeof ROLE_NAMES];
    return shown === '' ? '(empty)' : shown;
  }
  if (typeof shown !== 'object') return String(shown);
  if (depth > 3) return JSON.stringify(shown);
  if (Array.isArray(shown))
    return shown.length === 0 ? '(none)' : shown.map((item) => text(field, item, people, depth + 1)).join(', ');
  const entries = Object.entries(shown);
  if (entries.length === 0) return '(none)';
  // { role: 'admin' } reads as the role alone.
  if (entries.length === 1) return text(entries[0][0], entries[0][1], people, depth + 1);
  return entries.map(([key, item]) => `${fieldLabel(key)}: ${text(key, item, people, depth + 1)}`).join('; ');
}

/** A value as the view shows it (names for usernames, Yes/No, lists joined), cut when very long. */
export function valueText(field: string, value: unknown, people: People): string {
  const whole = text(field, value, people);
  return whole.length > MAX_VALUE_LENGTH ? `${whole.slice(0, MAX_VALUE_LENGTH - 1)}…` : whole;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of a row's before and after. Both there: every field, the changed ones with both
 * values. Only after (something made, a file opened): its fields. Only before (something taken
 * away): each field changed to nothing. A value that is no object is one field, "Value".
 */
export function readableFields(entry: Pick<OfficeAuditEntry, 'before' | 'after'>, people: People): ReadableField[] {
  const { before, after } = entry;
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  const beforeFields = isObject(before) ? before : hasBefore ? { value: before } : {};
  const afterFields = isObject(after) ? after : hasAfter ? { value: after } : {};
  const keys = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])];
  return keys.map((key) => {
    const label = fieldLabel(key);
    const was = beforeFields[key];
    const now = afterFields[key];
    if (!hasBefore) return { label, value: valueText(key, now, people), changed: false };
    if (same(was, now)) return { label, value: valueText(key, now, people), changed: false };
    return { label, before: valueText(key, was, people), value: valueText(key, now, people), changed: true };
  });
}

/** "Application ADM2025-000012", "Office user Asha K" (an office user by name when known). */
export function recordText(entry: Pick<OfficeAuditEntry, 'recordType' | 'recordId'>, people: People): string {
  if (!entry.recordType) return entry.recordId ?? '';
  const type = Object.hasOwn(RECORD_TYPES, entry.recordType)
    ? RECORD_TYPES[entry.recordType]
    : fieldLabel(entry.recordType);
  if (entry.recordId === null) return type;
  const id = entry.recordType === 'user' ? (people.byId.get(entry.recordId) ?? entry.recordId) : entry.recordId;
  return `${type} ${id}`;
}
