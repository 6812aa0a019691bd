// Shared by browser code (the office remote) and services: valibot only.
/**
 * Every service's mail outbox through its office API (decision 012): `GET
 * /api/v1/office/<service>/outbox`, for administrators, answers how many of the service's messages
 * are waiting, being retried, sent or given up, and the latest ones that failed. The kit registers
 * it in every service (mail.ts); addresses are masked (a***@example.org).
 */
import * as v from 'valibot';

export const officeOutboxPath = (service: string) => `/api/v1/office/${service}/outbox`;

/** How many failed messages the answer lists, newest first. */
export const OUTBOX_PROBLEMS_LISTED = 50;

export const MAIL_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const officeOutboxProblemSchema = v.object({
  id: v.number(),
  kind: v.string(),
  /** The recipient, masked: a***@example.org. */
  to: v.string(),
  subject: v.string(),
  /** 'retrying': another attempt is due at nextAttemptAt; 'failed': given up. */
  state: v.picklist(['retrying', 'failed']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OfficeOutboxProblem = v.InferOutput<typeof officeOutboxProblemSchema>;

export const officeOutboxAnswerSchema = v.object({
  result: v.literal('success'),
  service: v.string(),
  /** 'smtp' when SMTP_URL is set, else 'files' (.eml files in the outbox folder). */
  transport: v.picklist(['smtp', 'files']),
  counts: v.object({ queued: v.number(), retrying: v.number(), sent: v.number(), failed: v.number() }),
  problems: v.array(officeOutboxProblemSchema),
});
export type OfficeOutboxAnswer = v.InferOutput<typeof officeOutboxAnswerSchema>;
