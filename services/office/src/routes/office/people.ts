import { auditContext, HttpError, maskAddress, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type * as v from 'valibot';
import { MESSAGES, type OfficeRole, USERNAME_MAX_LENGTH } from '../../contract';
import { PEOPLE_PATH, peopleQuerySchema, tellSchema } from '../../office-contract/people';
import { tellingMail } from '../../mail-text';

/** Who may tell a colleague (today only of a message given to them: the grievance officers). */
export const TELL_ROLES: readonly OfficeRole[] = ['grievance_officer', 'admin'];
/**
 * Mails one office user may have sent in a window: far more than a day's assignments, yet a
 * script in a stolen session cannot fill colleagues' inboxes (or probe who has an address).
 */
export const TELL_LIMIT = { max: 60, timeWindow: 60 * 60_000 } as const;

/**
 * Colleagues for other verticals' pages: who holds a role (any signed-in office user may ask; names
 * only), and telling one of them by e-mail that work was given to them, in a text fixed here. Other
 * services cannot call this as a user (they hold only the gateway's public keys), so the page that
 * made the change calls it after its own service said yes (decision 029).
 */
const peopleRoutes: FastifyPluginAsync = async (app) => {
  const { office, door } = app;

  app.get<{ Querystring: v.InferOutput<typeof peopleQuerySchema> }>(
    PEOPLE_PATH,
    { config: { roles: [] }, preHandler: validateQuery(peopleQuerySchema) },
    async (request) => ({
      result: 'success',
      people: office
        .activePeopleWith(request.query.role)
        .map((person) => ({ username: person.username, displayName: person.display_name })),
    }),
  );

  app.post<{ Params: { username: string }; Body: v.InferOutput<typeof tellSchema> }>(
    `${PEOPLE_PATH}/:username/tell`,
    {
      // Counted per office user, not per address (the kit's default for a POST): after the role
      // check (so the identity is known) and before the body is read, so refused bodies count too.
      config: { roles: TELL_ROLES, rateLimit: false },
      preHandler: [
        app.rateLimit({
          ...TELL_LIMIT,
          keyGenerator: (request) => `office-user:${request.identity?.userId ?? request.ip}`,
        }),
        validateBody(tellSchema),
      ],
    },
    async (request) => {
      const name = request.params.username.trim().toLowerCase();
      const target = name.length <= USERNAME_MAX_LENGTH ? office.userByName(name) : undefined;
      // A disabled account is nobody to give work to: the same answer as an unknown username.
      if (!target || target.disabled_at !== null) throw new HttpError(404, MESSAGES.noSuchUser);
      const identity = request.identity!;
      const caller = office.userById(Number(identity.userId));
      const { about, reference, path } = request.body;
      const told = app.db.transaction(() => {
        const queued =
          target.email !== null &&
          app.mail.queue({
            to: target.email,
            kind: `office.${about}`,
            recordId: reference,
            ...tellingMail(app.college, {
              about,
              from: caller?.display_name || identity.displayName || identity.username,
              to: target.display_name,
              reference,
              path,
            }),
          }) !== undefined;
        // Who told whom about what; the address only masked, as the outbox shows it.
        app.audit.record({
          ...auditContext(request),
          at: new Date(door.now()),
          action: 'person.told',
          recordType: 'user',
          recordId: target.id,
          after: {
            to: target.username,
            about,
            reference,
            path,
            told: queued,
            ...(queued ? { mailedTo: maskAddress(target.email!) } : {}),
          },
        });
        return queued;
      })();
      return { result: 'success', told };
    },
  );
};

export default peopleRoutes;
