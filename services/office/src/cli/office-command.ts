import path from 'node:path';
import {
  collegeTime,
  type CommandStreams,
  commandDataDir,
  createAuditLog,
  ensureServiceFolders,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openDatabase,
  openServiceDatabase,
  parseCommandArgs,
  servicePaths,
  usageError,
} from '@college/service-kit';
import { loadSettings, settingsFile } from '@college/settings/node';
import { generate } from 'otplib';
import * as v from 'valibot';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { OFFICE_ROLES, type OfficeRole } from '../contract';
import { newUserSchema } from '../office-contract/users';
import { removeDemoAccounts } from '../demo-accounts';
import { createOfficeRepository } from '../plugins/office-repository';
import { createSecretBox } from '../secret-box';
import { newSetupCode, normaliseSetupCode, secretHash, SETUP_CODE_LIFETIME_MS } from '../second-factor';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };

export const USAGE = `Usage: [DATA_DIR=/path/to/data] pnpm office <command> [options]

Commands:
  add-user --username NAME --name "Full Name" --role ROLE [--role ROLE ...] [--email ADDRESS]
      Adds an office user and prints a one-time set-up code (valid 3 days). Give it to the
      person only: with their username and this code they choose a password at the office's
      sign-in page and set up an authenticator app. The first administrator comes from here:
        pnpm office add-user --role admin --username principal --name "The Principal"
      --email is optional: the address colleagues' notices of work given to this person go to.
  remove-demo-users
      Removes the demo accounts a demo start made (a start with "demo": false refuses while any is left).
  demo-code USERNAME
      Prints the current authenticator code of a demo account (pnpm office demo-code demo.admin),
      from its secret in the office database. Only while the settings say "demo": true.

Roles: ${OFFICE_ROLES.join(', ')}.
Reads and writes <DATA_DIR>/office/db.sqlite (created if missing); DATA_DIR is ./data of the
folder the command is typed in unless set (relative to that folder too), as for pnpm start.
`;

/** The whole command; returns the exit code, so tests run it in-process. */
export async function runOfficeCommand(
  argv: readonly string[],
  io: CommandStreams & { cwd?: string },
  now = Date.now(),
): Promise<number> {
  const parsed = parseCommandArgs(
    argv,
    USAGE,
    {
      username: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', multiple: true },
      email: { type: 'string' },
    },
    io,
  );
  if (typeof parsed === 'number') return parsed;
  const [command, ...rest] = parsed.positionals;
  if (command === undefined) return usageError('Name a command.', USAGE, io);
  if (command !== 'add-user' && command !== 'remove-demo-users' && command !== 'demo-code')
    return usageError(`Unknown command "${command}".`, USAGE, io);
  const [account, extra] = command === 'demo-code' ? rest : [undefined, ...rest];
  if (extra !== undefined) return usageError(`Unexpected argument "${extra}".`, USAGE, io);

  // pnpm runs the command in services/office: a relative DATA_DIR (default ./data) is taken from
  // where it was typed, so `pnpm office …` at the repository's root uses the data `pnpm start` uses.
  const dataDir = commandDataDir(SERVICE_NAME, {
    ...io,
    env: { ...io.env, DATA_DIR: path.resolve(io.cwd ?? process.cwd(), io.env.DATA_DIR?.trim() || 'data') },
  });
  if (dataDir === undefined) return EXIT_USAGE;
  if (command === 'demo-code') return demoCode(account, dataDir, io, now);
  const paths = servicePaths(dataDir, SERVICE_NAME);
  ensureServiceFolders(paths);
  const db = openDatabase(paths.db, { migrationsDir: MIGRATIONS_DIR });
  try {
    if (command === 'remove-demo-users') {
      const removed = removeDemoAccounts(db);
      io.stdout(removed.length ? `Removed ${removed.join(', ')}.\n` : 'No demo accounts.\n');
      return EXIT_OK;
    }
    const roles = ((parsed.values.role as unknown as string[] | undefined) ?? []).map((role) => ({
      role: role as OfficeRole,
    }));
    const checked = v.safeParse(newUserSchema, {
      username: parsed.values.username ?? '',
      displayName: parsed.values.name ?? '',
      roles,
      email: parsed.values.email ?? '',
    });
    if (!checked.success) {
      const problems = checked.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'value'}: ${issue.message}`);
      return usageError(`The user cannot be added:\n${problems.join('\n')}`, USAGE, io);
    }
    const repo = createOfficeRepository(db, createSecretBox({ dataDir, env: io.env }));
    const { username, displayName, email } = checked.output;
    if (repo.userByName(username)) {
      io.stderr(`There is an office user "${username}" already (reset the password from the office instead).\n`);
      return EXIT_FAILED;
    }
    const code = newSetupCode();
    const expiresAt = now + SETUP_CODE_LIFETIME_MS;
    const id = db.transaction(() => {
      const created = repo.createUser({
        username,
        displayName,
        setupCodeHash: secretHash(normaliseSetupCode(code)),
        setupCodeExpiresAt: expiresAt,
        email,
        now,
      });
      for (const grant of checked.output.roles) repo.grant(created, grant, now, null);
      createAuditLog(db).record({
        action: 'user.create',
        username: 'command line',
        recordType: 'user',
        recordId: created,
        after: { username, displayName, roles: checked.output.roles, email },
      });
      return created;
    })();
    io.stdout(
      `Added ${username} (user ${id}) with ${checked.output.roles.map((grant) => grant.role).join(', ')}.\n` +
        `One-time set-up code (until ${collegeTime(new Date(expiresAt).toISOString(), 'minute')}): ${code}\n` +
        'It is shown only now; the office keeps only a hash of it.\n',
    );
    return EXIT_OK;
  } finally {
    db.close();
  }
}

/** `demo-code USERNAME`: the demo account's current TOTP code; refused unless the settings say "demo": true. */
async function demoCode(
  username: string | undefined,
  dataDir: string,
  io: CommandStreams,
  now: number,
): Promise<number> {
  if (username === undefined) return usageError('Name the demo account, e.g. demo-code demo.admin.', USAGE, io);
  let demo: boolean;
  try {
    demo = loadSettings(settingsFile(io.env)).settings.demo;
  } catch (error) {
    io.stderr(`${(error as Error).message}\n`);
    return EXIT_FAILED;
  }
  if (!demo) {
    io.stderr('The settings say "demo": false: there are no demo accounts to give codes for.\n');
    return EXIT_FAILED;
  }
  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (db === undefined) return EXIT_FAILED;
  try {
    const repo = createOfficeRepository(db, createSecretBox({ dataDir, env: io.env }));
    const user = repo.userByName(username.trim().toLowerCase());
    if (!user || user.demo !== 1) {
      io.stderr(
        `"${username}" is not a demo account (they are ${
          repo
            .users()
            .filter((row) => row.demo === 1)
            .map((row) => row.username)
            .join(', ') || 'not there: start the portal once'
        }).\n`,
      );
      return EXIT_FAILED;
    }
    const secret = repo.totpSecret(user);
    if (secret === null) {
      io.stderr(`${user.username} has no authenticator set up.\n`);
      return EXIT_FAILED;
    }
    const seconds = Math.floor(now / 1000);
    io.stdout(`${await generate({ secret, epoch: seconds })}\n`);
    io.stderr(`The code of ${user.username} for the next ${30 - (seconds % 30)} s; each code signs in once.\n`);
    return EXIT_OK;
  } finally {
    db.close();
  }
}
