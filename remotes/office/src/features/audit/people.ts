import type { OfficeAuditEntry } from '@college/office-service/contract';
import type { UserSummary } from '@college/office-service/office/users';

/**
 * Office users by id and username, from the users list the office service answers administrators:
 * audit rows name who acted by user id and username (and some fields by username, e.g. assigned_to);
 * the page shows their names.
 */
export interface People {
  byId: ReadonlyMap<string, string>;
  byUsername: ReadonlyMap<string, string>;
}

export const NO_PEOPLE: People = { byId: new Map(), byUsername: new Map() };

export function peopleOf(users: readonly Pick<UserSummary, 'id' | 'username' | 'displayName'>[]): People {
  return {
    byId: new Map(users.map((user) => [String(user.id), user.displayName])),
    byUsername: new Map(users.map((user) => [user.username, user.displayName])),
  };
}

/** Who did it, by name when the office knows the user; else as the row has it ('' for nobody known). */
export function actorName(people: People, entry: Pick<OfficeAuditEntry, 'userId' | 'username'>): string {
  return (
    (entry.userId !== null ? people.byId.get(entry.userId) : undefined) ??
    (entry.username !== null ? people.byUsername.get(entry.username) : undefined) ??
    entry.username ??
    ''
  );
}

/** Fields that name an office user by username (reviewed_by, assigned_to, username, …). */
const PERSON_FIELD = /(^|_)(by|username|user|assigned_?to|officer)$|By$|Username$|assignedTo$/;

/** A field's value with a known username shown as its user's name. */
export function withName(people: People, field: string, value: unknown): unknown {
  if (typeof value !== 'string' || !PERSON_FIELD.test(field)) return value;
  return people.byUsername.get(value) ?? value;
}
