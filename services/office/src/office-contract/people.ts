// Shared by every vertical's office pages and the office service: valibot and the office contract only.
/**
 * Colleagues for other verticals' office pages (decision 029): who holds a role, and telling one of
 * them by e-mail that a piece of work was given to them. Apart from the office's own contract, so
 * the sign-in page does not carry it.
 */
import * as v from 'valibot';
import { OFFICE_ROLES, type OfficeRole } from '../contract';

export const PEOPLE_MESSAGES = {
  roleUnknown: 'Please choose one of the office roles.',
  aboutUnknown: 'The office can tell a colleague only of a message given to them.',
  referenceInvalid: 'Please give the message reference, such as CMP-1A2B3C4D5E.',
  pathInvalid: 'Please give the address of an office page of this portal, such as /office/grievances/CMP-1A2B3C4D5E.',
} as const;

/**
 * GET `?role=`: the active office users holding a role, by name, for any signed-in office user
 * (e.g. whom a grievance officer may give a message to). Names only, never an e-mail address.
 */
export const PEOPLE_PATH = '/api/v1/office/office/people';
export const peoplePath = (role: OfficeRole) => `${PEOPLE_PATH}?role=${encodeURIComponent(role)}`;
/**
 * POST: tells a colleague by e-mail (the office service's outbox, a fixed text) that a piece of work
 * was given to them; another vertical's page calls it after its own change succeeded (decision 029).
 */
export const tellPath = (username: string) => `${PEOPLE_PATH}/${encodeURIComponent(username)}/tell`;
export const peopleQuerySchema = v.object({
  role: v.pipe(v.optional(v.string(), ''), v.picklist(OFFICE_ROLES, PEOPLE_MESSAGES.roleUnknown)),
});
export const personSchema = v.object({ username: v.string(), displayName: v.string() });
export type Person = v.InferOutput<typeof personSchema>;
export const peopleAnswerSchema = v.object({ result: v.literal('success'), people: v.array(personSchema) });

/** What a colleague can be told of; each has its fixed text in the service (never the caller's words). */
export const TELL_ABOUTS = ['message.assigned'] as const;
export type TellAbout = (typeof TELL_ABOUTS)[number];
/**
 * A visitor's message's reference, as the info service's contract writes it (MESSAGE_REFERENCE
 * there; a service imports no other service, so the info remote's test checks the two agree).
 */
export const TELL_REFERENCE = /^(FBK|CMP|CNT|SMV)-[0-9A-F]{10}$/;
export const TELL_PATH_MAX_LENGTH = 200;
/**
 * An office page of this portal, as a path: `/office/` then letters, digits and `-._~/` only, no
 * empty or dot segment. So no scheme, host, `//`, backslash, query, space or encoded character: the
 * link a mail gives can lead nowhere but this portal's office.
 */
export const OFFICE_PAGE_PATH = /^\/office(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9\-._~]+)+$/;
export const tellSchema = v.object({
  about: v.picklist(TELL_ABOUTS, PEOPLE_MESSAGES.aboutUnknown),
  reference: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.regex(TELL_REFERENCE, PEOPLE_MESSAGES.referenceInvalid),
  ),
  path: v.pipe(
    v.optional(v.string(), ''),
    v.maxLength(TELL_PATH_MAX_LENGTH, PEOPLE_MESSAGES.pathInvalid),
    v.regex(OFFICE_PAGE_PATH, PEOPLE_MESSAGES.pathInvalid),
  ),
});
export type TellInput = v.InferInput<typeof tellSchema>;
/** told: false when the colleague has no e-mail address in the office (nothing was queued). */
export const tellAnswerSchema = v.object({ result: v.literal('success'), told: v.boolean() });
