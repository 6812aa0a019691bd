import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SET_UP_PATH } from '../src/contract';
import { runOfficeCommand } from '../src/cli/office-command';
import { makeTempDir, post, removeDir, startOffice } from './helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir('office-command-');
});
afterEach(async () => removeDir(dataDir));

describe('pnpm office add-user', () => {
  it('adds the first admin before any start, with a set-up code that works at the door', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { env: { DATA_DIR: dataDir }, stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text) };
    expect(await runOfficeCommand(['add-user', '--role', 'admin', '--username', 'principal', '--name', 'The Principal'], io)).toBe(0);
    const code = /set-up code .*\): (\S+)/.exec(out.join(''))![1];
    expect(await runOfficeCommand(['add-user', '--role', 'admin', '--username', 'principal', '--name', 'Again'], io)).toBe(1);
    expect(await runOfficeCommand(['add-user', '--role', 'boss', '--username', 'x.y.z', '--name', 'X'], io)).toBe(2);
    const app = await startOffice(dataDir);
    try {
      const setUp = await post(app, SET_UP_PATH, { username: 'principal', setupCode: code, password: 'the principal chose this' });
      expect(setUp.json()).toMatchObject({ result: 'success', next: 'enrol_second_factor' });
    } finally {
      await app.close();
    }
  });
});
