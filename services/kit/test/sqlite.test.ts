import { existsSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listMigrations,
  migrate,
  openDatabase,
  type SeedContext,
  servicePaths,
  type SqliteDatabase,
} from '../src/index';
import { buildKitApp, fixtureMigrations, makeTempDir, removeDir } from './helpers';

let dir: string;

beforeEach(async () => {
  dir = await makeTempDir('service-kit-db-');
});

afterEach(async () => {
  await removeDir(dir);
});

describe('openDatabase / migrate', () => {
  it('sets the pragmas every service relies on', () => {
    const db = openDatabase(path.join(dir, 'nested', 'db.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('applies each migration once, in order, even when run twice on the same file', () => {
    const file = path.join(dir, 'db.sqlite');
    const first = openDatabase(file);
    expect(migrate(first, fixtureMigrations)).toEqual([1, 2]);
    first.prepare('insert into items (title, note) values (?, ?)').run('Exam schedule', 'kept');
    expect(migrate(first, fixtureMigrations)).toEqual([]);
    first.close();

    const second = openDatabase(file, { migrationsDir: fixtureMigrations });
    try {
      expect(migrate(second, fixtureMigrations)).toEqual([]);
      expect(second.prepare('select title, note from items').all()).toEqual([{ title: 'Exam schedule', note: 'kept' }]);
      const recorded = second.prepare('select version, name, applied_at from schema_migrations order by version').all();
      expect(recorded).toEqual([
        { version: 1, name: 'items', applied_at: expect.any(String) },
        { version: 2, name: 'item-notes', applied_at: expect.any(String) },
      ]);
    } finally {
      second.close();
    }
  });

  it('orders by number, not by text, and ignores files that are not migrations', async () => {
    const migrations = path.join(dir, 'migrations');
    await cp(fixtureMigrations, migrations, { recursive: true });
    await writeFile(path.join(migrations, '10-late.sql'), 'create table late (id integer primary key);');
    expect(listMigrations(migrations).map((m) => m.version)).toEqual([1, 2, 10]);
  });

  it('rolls back a failing migration completely and records nothing for it', async () => {
    const migrations = path.join(dir, 'migrations');
    await cp(fixtureMigrations, migrations, { recursive: true });
    await writeFile(
      path.join(migrations, '003-broken.sql'),
      'create table half_done (id integer primary key);\ninsert into no_such_table values (1);',
    );
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    try {
      expect(() => migrate(db, migrations)).toThrow(/003-broken\.sql/);
      const tables = db.prepare("select name from sqlite_master where type = 'table'").pluck().all();
      expect(tables).toContain('items');
      expect(tables).not.toContain('half_done');
      expect(db.prepare('select version from schema_migrations').pluck().all()).toEqual([1, 2]);
    } finally {
      db.close();
    }
  });
});

describe('sqlite plugin in a service app', () => {
  it('creates the service folders and seeds only when the database is new', async () => {
    const seeds: SeedContext[] = [];
    const seed = (ctx: SeedContext) => {
      seeds.push(ctx);
      ctx.db.prepare('insert into items (title) values (?)').run('seeded');
    };

    const first = await buildKitApp(dir, { name: 'svc', seed });
    await first.ready();
    const paths = servicePaths(dir, 'svc');
    expect(first.paths).toEqual(paths);
    for (const folder of [paths.root, paths.uploads, paths.public]) expect(existsSync(folder)).toBe(true);
    expect(existsSync(paths.db)).toBe(true);
    await first.close();

    const second = await buildKitApp(dir, { name: 'svc', seed });
    await second.ready();
    expect(seeds).toHaveLength(1);
    expect(second.db.prepare('select count(*) from items').pluck().get()).toBe(1);
    await second.close();
    expect(second.db.open).toBe(false);
  });

  it('closes the database again when a later plugin fails while the app is built', async () => {
    let captured: SqliteDatabase | undefined;
    const build = buildKitApp(dir, {
      name: 'svc',
      plugins: [
        fp(async (instance: FastifyInstance) => {
          captured = instance.db;
        }),
      ],
      routes: async () => {
        throw new Error('route file is broken');
      },
    });
    await expect(build).rejects.toThrow('route file is broken');
    expect(captured?.open).toBe(false);
  });

  it('drops a half-seeded database so the next start seeds again', async () => {
    const failing = buildKitApp(dir, {
      name: 'svc',
      seed: (ctx) => {
        ctx.db.prepare('insert into items (title) values (?)').run('partial');
        throw new Error('disk full');
      },
    });
    // Plugins are awaited while the app is built, so a failed seed fails the build itself.
    await expect(failing).rejects.toThrow('disk full');
    expect(existsSync(servicePaths(dir, 'svc').db)).toBe(false);

    const retry = await buildKitApp(dir, {
      name: 'svc',
      seed: (ctx) => void ctx.db.prepare('insert into items (title) values (?)').run('complete'),
    });
    await retry.ready();
    expect(retry.db.prepare('select title from items').pluck().all()).toEqual(['complete']);
    await retry.close();
  });
});
