import { Writable } from 'node:stream';
import { AppError } from '@keel/core';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { isGuardedPath } from './plugins/access';
import { createTestDatabase, testConfig, useTestApp } from './test/harness';

describe('error responses', () => {
  const ctx = useTestApp({
    prepare: (app) => {
      app.post(
        '/api/test/echo/',
        {
          config: { access: 'public' },
          schema: {
            body: z.object({ name: z.string().min(1), count: z.number().int().optional() }),
          },
        },
        (request) => request.body,
      );
      app.get('/api/test/explode/', { config: { access: 'public' } }, () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/not-found/', { config: { access: 'public' } }, () => {
        throw new AppError('WORKSPACE_NOT_FOUND');
      });
    },
  });

  it('answers an unknown API route with a JSON 404 naming it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Route not found: GET /api/no-such-thing/',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('names the field when a value has the wrong type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { name: 'ok', count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; code: string; field: string }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.field).toBe('count');
    expect(body.error).toMatch(/^count: /);
  });

  it('names a missing field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
  });

  it('refuses a body of an unsupported type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers known errors with their status and message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/not-found/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Workspace not found', code: 'WORKSPACE_NOT_FOUND' });
  });

  it('hides unexpected errors behind "Internal error"', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/explode/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal error', code: 'INTERNAL' });
    expect(response.body).not.toContain('hunter2');
  });

  it('returns a request id with every response', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/instances/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The web app's local cache compiles SQLite's WebAssembly; JavaScript eval stays refused.
    expect(response.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logging of unexpected errors', () => {
  it('logs the error with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: pino(sink) });
    app.get('/api/test/explode/', { config: { access: 'public' } }, () => {
      throw new Error('kaboom');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/explode/' });
    await app.close();
    await database.drop();

    const requestId = response.headers['x-request-id'];
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ request_id: requestId, level: 50 });
    expect(JSON.stringify(logged)).toContain('kaboom');
  });
});

describe('health', () => {
  const ctx = useTestApp();

  it('reports the process up and the database reachable', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('reports not ready when the database cannot be reached', async () => {
    const unreachable = openDatabase({
      url: 'postgres://keel:keel@127.0.0.1:1/keel',
      poolSize: 1,
      onIdleError: () => {},
    });
    const app = await buildApp({ config: testConfig(), db: unreachable.db });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    await unreachable.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    expect(health.statusCode).toBe(200);
  });
});

describe('route access declarations', () => {
  const ctx = useTestApp();

  it('every route of Keel declares who may call it', () => {
    const guarded = ctx.app.routeTable.filter((route) => isGuardedPath(route.url));
    expect(guarded.length).toBeGreaterThan(0);
    const undeclared = guarded.filter((route) => !route.access);
    expect(undeclared).toEqual([]);
  });

  it('refuses to start with a route that declares nothing', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.db });
    app.get('/api/forgotten/', () => ({ leaked: true }));
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten/');
    await app.close();
  });
});
