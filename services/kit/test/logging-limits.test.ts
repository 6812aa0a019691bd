import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_LOGGED_TEXT,
  MAX_LOGGED_URL,
  REDACTED,
  redactValue,
  scrubText,
  scrubUrl,
  UNLOGGABLE_MESSAGE,
} from '../src/index';
import { buildKitApp, logCapture, makeTempDir, removeDir } from './helpers';

const NAME = 'Priya Kumari Sharma';

function elapsed(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

describe('redactValue', () => {
  it('masks remembered values as plain text: regular-expression characters mean nothing', () => {
    const known = ['(Rani) [S.]* +?', 'a|b|c', '\\d+\\', '.*.'];
    const out = redactValue(`saved (Rani) [S.]* +? and a|b|c and \\d+\\ but not aaa, 123 or abc`, known);
    expect(out).toBe(`saved ${REDACTED} and ${REDACTED} and ${REDACTED} but not aaa, 123 or abc`);
    // '.*.' is three characters, not "everything".
    expect(redactValue('nothing to see', ['.*.'])).toBe('nothing to see');
  });

  it('masks whatever the case, and a value inside a longer one as one mask', () => {
    expect(
      redactValue(`could not store ${NAME.toUpperCase()} (father: Ramesh Sharma)`, [NAME, 'Sharma', 'Ramesh Sharma']),
    ).toBe(`could not store ${REDACTED} (father: ${REDACTED})`);
  });

  it('does not throw and stays fast on huge values and many of them', () => {
    const huge = 'x'.repeat(40_000);
    const many = Array.from({ length: 5000 }, (_, i) => `Person Number ${i}`);
    let out: unknown;
    const ms = elapsed(() => {
      out = redactValue({ msg: `${huge} ${NAME} ${'y'.repeat(1_000_000)}` }, [
        huge,
        NAME,
        ...many,
        'z'.repeat(1_000_000),
      ]);
    });
    expect(ms).toBeLessThan(500);
    const msg = (out as { msg: string }).msg;
    // Cut for the log, with the count of what was left out.
    expect(msg.length).toBeLessThan(MAX_LOGGED_TEXT + 50);
    expect(msg).toMatch(/…\[\d+ more characters\]$/);
  });

  it('copes with odd types, cycles and depth', () => {
    const cyclic: Record<string, unknown> = { title: 'loop' };
    cyclic.self = cyclic;
    const list: unknown[] = [1];
    list.push(list);
    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 5000; i++) deep = { deep };
    const odd = {
      big: 12345678901234567890n,
      symbol: Symbol('s'),
      fn: () => 1,
      nan: Number.NaN,
      date: new Date(0),
      buffer: Buffer.alloc(1024 * 1024),
      typed: new Uint8Array(10),
      map: new Map([['name', NAME]]),
      nullProto: Object.assign(Object.create(null), { name: NAME }),
      cyclic,
      list,
      deep,
      array: Array.from({ length: 10_000 }, (_, i) => i),
    };
    const out = redactValue(odd, [NAME]) as Record<string, unknown>;
    expect(out.big).toBe('12345678901234567890');
    expect(out.buffer).toBe('[1048576 bytes]');
    expect(out.typed).toBe('[10 bytes]');
    expect(out.nullProto).toEqual({ name: REDACTED });
    expect((out.cyclic as Record<string, unknown>).self).toBe('[…]');
    expect((out.array as unknown[]).length).toBe(101);
    expect(() => JSON.stringify(out)).not.toThrow();
  });

  it('masks e-mail addresses and numbers in long text in linear time', () => {
    expect(elapsed(() => scrubText(`a@${'.'.repeat(64_000)}`))).toBeLessThan(200);
    expect(elapsed(() => scrubText('a'.repeat(1_000_000)))).toBeLessThan(200);
    expect(elapsed(() => scrubText('9'.repeat(1_000_000)))).toBeLessThan(200);
    expect(elapsed(() => scrubText(`a@${'b.'.repeat(64_000)}1`))).toBeLessThan(200);
    // …and still masks a long local part whole.
    expect(scrubText(`mail ${'x'.repeat(100)}.y@example.org now`)).toBe('mail [email] now');
  });
});

describe('scrubUrl', () => {
  it('cuts a long URL before scrubbing, so it costs no more than a short one', () => {
    let out = '';
    expect(elapsed(() => (out = scrubUrl(`/${'a'.repeat(16_000)}`)))).toBeLessThan(20);
    expect(out.length).toBeLessThanOrEqual(MAX_LOGGED_URL + 1);
    expect(elapsed(() => scrubUrl(`/x?q=${'a'.repeat(1_000_000)}`))).toBeLessThan(50);
  });

  it('leaves no half of a value where it cuts', () => {
    const url = `/search?q=${'b'.repeat(480)}&to=priya.sharma@example.org&page=2`;
    const out = scrubUrl(url);
    expect(out).not.toContain('priya');
    expect(out).toBe('/search?q&to…');
  });
});

describe('a logging service', () => {
  let dataDir: string;
  let app: FastifyInstance | undefined;
  let lines: string[];

  const oddRoutes: FastifyPluginAsync = async (fastify) => {
    // No validateBody: the kit's preHandler remembers the body's personal values as they are.
    fastify.post('/raw', async (request) => {
      const { name } = request.body as { name: string };
      request.log.error(new Error(`could not store ${name}`));
      return { result: 'success' };
    });
    fastify.get('/odd', async (request) => {
      const throwingGetter = Object.defineProperty({}, 'secret', {
        enumerable: true,
        get: () => {
          throw new Error(`getter of ${NAME}`);
        },
      });
      const throwingJson = {
        toJSON: () => {
          throw new Error('toJSON');
        },
      };
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      request.log.info({ throwingGetter }, 'getter');
      request.log.info(
        {
          item: new (class Item {
            toJSON() {
              throw new Error('no');
            }
          })(),
        },
        'class',
      );
      request.log.info(throwingJson as unknown as object, 'toJSON');
      request.log.info({ proxy }, 'proxy');
      request.log.info({ big: 10n ** 30n }, 'bigint');
      return { result: 'success' };
    });
  };

  beforeEach(async () => {
    dataDir = await makeTempDir();
    const { stream, lines: captured } = logCapture();
    lines = captured;
    // A large body limit, so the values reach the logger as the review sent them.
    app = await buildKitApp(dataDir, {
      name: 'demo',
      routes: oddRoutes,
      bodyLimit: 4 * 1024 * 1024,
      logger: { level: 'info', stream },
    });
  });

  afterEach(async () => {
    await app?.close();
    await removeDir(dataDir);
  });

  it('survives the values that crashed it: 40,000 characters and more under a personal key', async () => {
    for (const size of [40_000, 90_000, 1_000_000]) {
      const response = await app!.inject({
        method: 'POST',
        url: '/raw',
        payload: { name: `${'a'.repeat(size)}(`, father: NAME },
      });
      expect(response.statusCode, String(size)).toBe(200);
    }
    expect((await app!.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines.join('\n')).not.toContain(NAME);
  });

  it('answers the request and writes a line in place of one it cannot make safe', async () => {
    const response = await app!.inject({ method: 'GET', url: '/odd' });
    expect(response.statusCode).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const messages = logged.map((line) => line.msg);
    // A throwing getter and a revoked proxy cannot be copied: their lines are replaced. A throwing
    // toJSON is the JSON writer's to handle, and it does.
    expect(messages.filter((msg) => msg === UNLOGGABLE_MESSAGE)).toHaveLength(2);
    expect(messages).not.toContain('getter');
    expect(messages).not.toContain('proxy');
    expect(messages).toEqual(expect.arrayContaining(['class', 'toJSON', 'bigint']));
    expect(logged.find((line) => line.msg === 'bigint')?.big).toBe(String(10n ** 30n));
    expect(lines.join('\n')).not.toContain(NAME);
  });

  it('masks many remembered values without slowing down', async () => {
    const body = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`name_${i}`, `Student Name ${i}`]));
    const start = performance.now();
    const response = await app!.inject({
      method: 'POST',
      url: '/raw',
      payload: { ...body, name: 'Student Name 1999' },
    });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
