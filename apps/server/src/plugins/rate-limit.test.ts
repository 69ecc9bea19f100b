import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { completeInstanceSetup, csrfToken } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process';
import { clientAddress, hitRateLimit, pruneRateLimits } from './rate-limit';

describe('the shared rate-limit counters', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('counts concurrent hits one by one, in one window', async () => {
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(database.db, 'test|burst', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(Math.max(...hits.map((hit) => hit.resetMs))).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the last one has ended, and prunes ended ones', async () => {
    await hitRateLimit(database.db, 'test|short', 1);
    await hitRateLimit(database.db, 'test|short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await hitRateLimit(database.db, 'test|short', 1)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruneRateLimits(database.db);
    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test|burst');
    expect(keys).not.toContain('test|short');
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped ones as IPv4', () => {
    const of = (ip: string) => clientAddress({ ip } as FastifyRequest);
    expect(of('203.0.113.7')).toBe('203.0.113.7');
    expect(of('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(of('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

/**
 * Limits hold behind a load balancer: two Keel processes on one database share their counters,
 * so an attacker alternating between them gets no more attempts than from one.
 */
describe('rate limits across two processes', () => {
  let database: TestDatabase;
  const servers: { url: string; server: ServerProcess }[] = [];

  async function startKeel(url: string) {
    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'keel-rate-limit-')),
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    servers.push({ url: base, server });
    // Generous: with other tests running on two cores, a cold start can take a while.
    await server.waitForHttp(`${base}/readyz`, 240_000);
    return base;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await completeInstanceSetup(database.db);
    // One after the other: two cold starts at once on a busy machine only slow each other down.
    await startKeel(database.url);
    await startKeel(database.url);
  }, 500_000);

  afterAll(async () => {
    for (const { server } of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map(({ server }) => server.exited));
    await database.drop();
  });

  it('refuses the 11th sign-in attempt for one email, the attempts alternating between processes', async () => {
    const csrf = csrfToken();
    const attempt = async (base: string) => {
      const response = await fetch(`${base}/auth/sign-in/`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: csrf.cookie,
        },
        body: new URLSearchParams({
          email: 'target@keel.test',
          password: 'guess-123456',
          csrfmiddlewaretoken: csrf.token,
        }).toString(),
      });
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location') ?? '', base).searchParams.get('error_code');
    };
    const [one, two] = servers.map((running) => running.url);
    if (!one || !two) throw new Error('two servers should be running');
    for (let index = 0; index < 10; index += 1) {
      expect(await attempt(index % 2 === 0 ? one : two)).not.toBe('5900');
    }
    expect(await attempt(one)).toBe('5900');
    expect(await attempt(two)).toBe('5900');
  });
});
