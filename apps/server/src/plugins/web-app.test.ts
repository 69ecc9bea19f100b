import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@keel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../test/harness';

describe('the built web app', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'keel-web-dist-'));
  const script = 'console.log("keel");'.repeat(50);
  const serviceWorker = 'self.addEventListener("fetch", () => {});';
  // Never connected: serving files needs no database.
  const database = openDatabase({
    url: 'postgres://127.0.0.1:1/none',
    poolSize: 1,
    onIdleError: () => undefined,
  });
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><title>Keel</title></html>',
    );
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), script);
    writeFileSync(path.join(distDir, 'sw.js'), serviceWorker);
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    app = await buildApp({ config: testConfig({ webDistDir: distDir }), db: database.db });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends the precompressed asset to a browser that accepts gzip, cached for good', async () => {
    const response = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers a screen path with index.html (SPA fallback)', async () => {
    const response = await app.inject({ url: '/acme/projects/p1/issues' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Keel</title>');
  });

  it('marks the page for a browser with a session cookie, so it starts the bootstrap', async () => {
    const visitor = await app.inject({ url: '/acme/projects' });
    expect(visitor.body).toContain('<html lang="en">');
    expect(visitor.headers.vary).toContain('cookie');
    const signedIn = await app.inject({
      url: '/acme/projects',
      cookies: { [SESSION_COOKIE]: 'any-token' },
    });
    expect(signedIn.body).toContain('<html data-session lang="en">');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker from the root, revalidated on every use so updates are seen', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(serviceWorker);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Its scope is the whole app: nothing needs Service-Worker-Allowed.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets the app register it: the policy allows same-origin scripts and workers', async () => {
    const response = await app.inject({ url: '/acme/projects' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)script-src 'self'/);
    expect(policy).toMatch(/(^|;)worker-src 'self'/);
  });

  it('answers a script the build lacks with 404, never with index.html', async () => {
    const response = await app.inject({ url: '/service-worker.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Keel</title>');
  });

  it.each(['/%61pi/nothing-here/', '/ap%69/nothing-here/', '/%61uth/nothing-here/'])(
    'answers %s, an API path however encoded, as an API 404 and not with the web app',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    },
  );
});
