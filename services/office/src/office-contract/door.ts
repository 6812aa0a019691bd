// Shared by the gateway and the office service: valibot and the kit's role grants only.
/**
 * The gateway's side door into the office service: resolving a browser's office session for a
 * forwarded call. Apart from the office's own contract, so no page carries it.
 */
import * as v from 'valibot';
import { roleGrantSchema } from '@college/service-kit/office-roles';

/** The gateway's resolve call and its answer. */
export const resolveSessionSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(200)),
  /** Set for writes: the X-CSRF-Token the browser sent (checked against the session). */
  csrfToken: v.optional(v.pipe(v.string(), v.maxLength(400))),
  write: v.boolean(),
});
export const resolvedSessionSchema = v.object({
  result: v.literal('success'),
  userId: v.string(),
  username: v.string(),
  /** The person's name, which the gateway signs beside the username for the services' pages. */
  displayName: v.optional(v.string()),
  roles: v.array(roleGrantSchema),
  sessionId: v.string(),
});
export type ResolvedSession = v.InferOutput<typeof resolvedSessionSchema>;
