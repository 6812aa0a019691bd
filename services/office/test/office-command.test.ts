import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_PATH, SET_UP_PATH } from '../src/contract';
import { runOfficeCommand } from '../src/cli/office-command';
import { demo, enterPassword, makeTempDir, post, postNext, removeDir, startOffice, testClock, totpAt } from './helpers';

const FIXTURES = path.resolve(import.meta.dirname, '../../../settings/test/fixtures');
const DEMO_SETTINGS = path.join(FIXTURES, 'college.test.json');
const LIVE_SETTINGS = path.join(FIXTURES, 'college.other.json');

function capture(env: Record<string, string>, cwd?: string) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { env, cwd, stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text) },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir('office-command-');
});
afterEach(async () => removeDir(dataDir));

describe('pnpm office add-user', () => {
  it('adds the first admin before any start, with a set-up code that works at the door', async () => {
    const { io, out } = capture({ DATA_DIR: dataDir });
    expect(
      await runOfficeCommand(['add-user', '--role', 'admin', '--username', 'principal', '--name', 'The Principal'], io),
    ).toBe(0);
    const code = /set-up code .*\): (\S+)/.exec(out())![1];
    expect(
      await runOfficeCommand(['add-user', '--role', 'admin', '--username', 'principal', '--name', 'Again'], io),
    ).toBe(1);
    expect(await runOfficeCommand(['add-user', '--role', 'boss', '--username', 'x.y.z', '--name', 'X'], io)).toBe(2);
    const app = await startOffice(dataDir);
    try {
      expect(app.office.userByName('principal')!.email).toBeNull();
      const setUp = await post(app, SET_UP_PATH, {
        username: 'principal',
        setupCode: code,
        password: 'the principal chose this',
      });
      expect(setUp.json()).toMatchObject({ result: 'success', next: 'enrol_second_factor' });
    } finally {
      await app.close();
    }
  });

  it('keeps an e-mail address given with --email, and refuses one that is no address, adding nothing', async () => {
    const refused = capture({ DATA_DIR: dataDir });
    const args = ['add-user', '--role', 'grievance_officer', '--username', 'meera.g', '--name', 'Meera G'];
    expect(await runOfficeCommand([...args, '--email', 'meera@college\nBcc: x@y.in'], refused.io)).toBe(2);
    expect(refused.err()).toMatch(/email: /);
    const added = capture({ DATA_DIR: dataDir });
    expect(await runOfficeCommand([...args, '--email', ' meera.g@college.example.in '], added.io)).toBe(0);
    const app = await startOffice(dataDir);
    try {
      expect(app.office.userByName('meera.g')!.email).toBe('meera.g@college.example.in');
      const created = app.db
        .prepare("select after_json from audit_log where action = 'user.create' and username = 'command line'")
        .pluck()
        .all() as string[];
      expect(created.map((after) => JSON.parse(after).email)).toEqual(['meera.g@college.example.in']);
    } finally {
      await app.close();
    }
  });
});

describe('pnpm office demo-code', () => {
  it('prints the current code of a demo account, which signs it in', async () => {
    const clock = testClock();
    const app = await startOffice(dataDir, { now: clock.now });
    try {
      const run = capture({ DATA_DIR: dataDir, COLLEGE_SETTINGS: DEMO_SETTINGS });
      expect(await runOfficeCommand(['demo-code', 'demo.accountant'], run.io, clock.ms())).toBe(0);
      const account = demo('accountant');
      expect(run.out()).toBe(`${await totpAt(account.totpSecret, clock.ms())}\n`);
      expect(run.err()).toMatch(/demo\.accountant for the next \d+ s/);

      const first = await enterPassword(app, account);
      const second = await postNext(app, first, SECOND_FACTOR_PATH, { code: run.out().trim() });
      expect(second.statusCode).toBe(200);

      // A real user is not a demo account.
      const real = capture({ DATA_DIR: dataDir, COLLEGE_SETTINGS: DEMO_SETTINGS });
      expect(
        await runOfficeCommand(
          ['add-user', '--role', 'accountant', '--username', 'asha.k', '--name', 'Asha K'],
          real.io,
        ),
      ).toBe(0);
      const refused = capture({ DATA_DIR: dataDir, COLLEGE_SETTINGS: DEMO_SETTINGS });
      expect(await runOfficeCommand(['demo-code', 'asha.k'], refused.io)).toBe(1);
      expect(refused.err()).toMatch(/"asha\.k" is not a demo account \(they are demo\.accountant, demo\.admin/);
      expect(refused.out()).toBe('');
    } finally {
      await app.close();
    }
  });

  it('refuses when the settings say "demo": false, and without a database or a name', async () => {
    const app = await startOffice(dataDir);
    await app.close();
    const live = capture({ DATA_DIR: dataDir, COLLEGE_SETTINGS: LIVE_SETTINGS });
    expect(await runOfficeCommand(['demo-code', 'demo.admin'], live.io)).toBe(1);
    expect(live.err()).toMatch(/"demo": false/);
    expect(live.out()).toBe('');

    const nameless = capture({ DATA_DIR: dataDir, COLLEGE_SETTINGS: DEMO_SETTINGS });
    expect(await runOfficeCommand(['demo-code'], nameless.io)).toBe(2);
    const empty = capture({ DATA_DIR: path.join(dataDir, 'nothing-here'), COLLEGE_SETTINGS: DEMO_SETTINGS });
    expect(await runOfficeCommand(['demo-code', 'demo.admin'], empty.io)).toBe(1);
    expect(empty.err()).toMatch(/No database at/);
  });

  it('takes a relative or missing DATA_DIR from the folder the command was typed in', async () => {
    const app = await startOffice(path.join(dataDir, 'data'));
    await app.close();
    const unset = capture({ COLLEGE_SETTINGS: DEMO_SETTINGS }, dataDir);
    expect(await runOfficeCommand(['demo-code', 'demo.admin'], unset.io)).toBe(0);
    const relative = capture({ DATA_DIR: 'data', COLLEGE_SETTINGS: DEMO_SETTINGS }, dataDir);
    expect(await runOfficeCommand(['demo-code', 'demo.admin'], relative.io)).toBe(0);
    expect(relative.out()).toMatch(/^\d{6}\n$/);
  });
});
