// The admission session in force and what is said outside its windows.
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';
import { formatIndianDate } from '@college/settings/dates';

/** What the service answers (403) and /admission says outside the registration window. */
export const registrationClosedMessage = (year: string, closes: string) =>
  said(
    `Registration for A.Y. ${year} closed on ${formatIndianDate(closes)}`,
    `शैक्षणिक सत्र ${year} का पंजीकरण ${formatIndianDate(closes)} को बंद हो गया`,
  );
export const registrationNotOpenMessage = (year: string, opens: string) =>
  said(
    `Registration for A.Y. ${year} opens on ${formatIndianDate(opens)}`,
    `शैक्षणिक सत्र ${year} का पंजीकरण ${formatIndianDate(opens)} को खुलेगा`,
  );
/** What savePayment answers (403) after the session's fee deadline (set from the office, decision 014). */
export const feeDeadlinePassedMessage = (year: string, deadline: string) =>
  said(
    `The fee for A.Y. ${year} could be paid until ${formatIndianDate(deadline)}. Please ask at the college office.`,
    `शैक्षणिक सत्र ${year} का शुल्क ${formatIndianDate(deadline)} तक ही जमा हो सकता था। कृपया महाविद्यालय कार्यालय में संपर्क करें।`,
  );

/**
 * The admission session in force: the office's (decision 014) over the settings' year and
 * registration window. The public pages ask it, so a change from the office holds at once.
 */
export const admissionSessionAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    year: v.string(),
    registration: v.object({ opens: v.string(), closes: v.string() }),
    /** Payments of applications already made are taken until this day; null: no deadline. */
    fee_deadline: v.nullable(v.string()),
  }),
});
export type AdmissionSessionAnswer = v.InferOutput<typeof admissionSessionAnswerSchema>;
