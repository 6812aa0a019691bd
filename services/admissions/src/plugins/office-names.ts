/**
 * People by name, not username, wherever the office reads who did something (a document's review,
 * the verdict, a void, the session's last change, a merit list's publication). Decisions keep the
 * username (what the audit log and the tests of old rows hold); the name each username last acted
 * with is kept in office_names (migration 018), noted on every office request whose assertion
 * carries one, and looked up when an answer names the person. A username never seen with a name
 * (an older gateway) is shown as it is.
 */
import type { OfficeIdentity } from '@college/service-kit';
import fp from 'fastify-plugin';

export interface OfficeNames {
  /** Notes the caller's name for their username (cheap: written only when it changed). */
  note(identity: Pick<OfficeIdentity, 'username' | 'displayName'> | undefined): void;
  /** The person's name for a username, else the username; null stays null. */
  of<T extends string | null | undefined>(username: T): T extends string ? string : T;
}

declare module 'fastify' {
  interface FastifyInstance {
    officeNames: OfficeNames;
  }
}

export default fp(
  async (fastify) => {
    const remember = fastify.db.prepare<[{ username: string; name: string }]>(
      `insert into office_names (username, name) values (@username, @name)
       on conflict (username) do update set name = excluded.name, seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    );
    const lookUp = fastify.db.prepare<[string], string>('select name from office_names where username = ?').pluck();
    // The names noted by this process: most requests then write nothing.
    const noted = new Map<string, string>();
    const names: OfficeNames = {
      note(identity) {
        const name = identity?.displayName?.trim();
        if (!identity || !name || name === identity.username || noted.get(identity.username) === name) return;
        remember.run({ username: identity.username, name });
        noted.set(identity.username, name);
      },
      of: ((username: string | null | undefined) =>
        typeof username === 'string' && username !== ''
          ? (lookUp.get(username) ?? username)
          : username) as OfficeNames['of'],
    };
    fastify.decorate('officeNames', names);
  },
  { name: 'office-names', dependencies: ['college-sqlite'], fastify: '5.x' },
);
