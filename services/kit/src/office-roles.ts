// Shared by browser code (contracts, remotes) and services: valibot only.
import * as v from 'valibot';

/** The office roles; a user may hold several. */
export const OFFICE_ROLES = [
  'admin',
  'admission_officer',
  'document_verifier',
  'accountant',
  'content_editor',
  'recruitment_officer',
  'results_officer',
  'grievance_officer',
] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** Roles whose grant may be limited to some courses (ids of the settings' admission courses). */
export const COURSE_LIMITED_ROLES: readonly OfficeRole[] = ['admission_officer', 'document_verifier'];

export const roleGrantSchema = v.object({
  role: v.picklist(OFFICE_ROLES, 'must be one of the office roles'),
  /** Absent: every course. */
  courses: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(50))),
});
export type RoleGrant = v.InferOutput<typeof roleGrantSchema>;
