// The office's void of an application: shared by the admissions remote (a browser bundle, as
// '@college/admissions-service/office/void') and the service. Valibot only.
/**
 * Someone applied with another person's Aadhaar number, and the real person comes to the office
 * with the card: the admission officer voids the squatted application with a reason. The row stays
 * (who, when and why on it, the before and after in the audit log); the Aadhaar number is free for
 * the real person's application; the void one is no longer live at the office and takes no payment
 * or document, and its applicant is told so when looking it up.
 */
import * as v from 'valibot';
import { requiredText } from '@college/service-kit/text-rules';
import { officeApplicationPath, type VoidRecord, voidRecordSchema } from '../contract';

/** POST: void the application (the version seen, and why). */
export const voidPath = (applicationNo: string) => `${officeApplicationPath(applicationNo)}/void`;

/** Who may void: the role that decides admissions (a grant limited to some courses: those courses only). */
export const VOID_ROLES = ['admission_officer'] as const;

export const VOID_REASON_MAX = 500;
export const VOID_MESSAGES = {
  version: 'The version of the application you saw is missing; reload the page.',
  reason: 'Write why the application is void, e.g. whose Aadhaar card was shown: it stays on the record.',
  stale: 'Someone else changed this application while you were looking at it; reload to see the change.',
  already: 'This application is already void.',
} as const;

export const voidSchema = v.object({
  version: v.pipe(
    v.number(VOID_MESSAGES.version),
    v.integer(VOID_MESSAGES.version),
    v.minValue(1, VOID_MESSAGES.version),
  ),
  reason: requiredText(VOID_MESSAGES.reason, VOID_REASON_MAX, 'many'),
});
export type VoidInput = v.InferInput<typeof voidSchema>;

export const voidAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({ application_no: v.string(), version: v.number(), voided: voidRecordSchema }),
});
export type VoidAnswer = v.InferOutput<typeof voidAnswerSchema>;
export type { VoidRecord };
