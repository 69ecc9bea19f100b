import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE } from '@keel/core';
import type { FastifyInstance } from 'fastify';
import { isGuardedPath, requestPath } from './access';
import { routeNotFound } from './errors';

/**
 * Serves the built web app: its files as they are, and index.html for every other path that is
 * not Keel's API and does not name a file, so that the browser's router handles it (SPA fallback).
 */

export interface WebApp {
  /** index.html as built; null when the web app has not been built. */
  indexHtml: string | null;
  /**
   * index.html for a browser that sends a session cookie: `<html data-session>`, which tells its
   * inline script to start the bootstrap request (domains/bootstrap). Visitors without one would
   * only be refused, so they are not asked to. The inline scripts are the same, so are their hashes.
   */
  sessionIndexHtml: string | null;
  /** CSP source expressions ('sha256-…') allowing index.html's inline scripts. */
  inlineScriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function loadWebApp(distDir: string): WebApp {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile))
    return { indexHtml: null, sessionIndexHtml: null, inlineScriptHashes: [] };
  const indexHtml = readFileSync(indexFile, 'utf8');
  const sessionIndexHtml = indexHtml.replace(/<html\b/i, '<html data-session');
  const inlineScriptHashes = [...indexHtml.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return { indexHtml, sessionIndexHtml, inlineScriptHashes };
}

/** The last path segment has an extension: the browser asked for a file, not a screen. */
function namesFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment);
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  webApp: WebApp,
): Promise<void> {
  const { indexHtml, sessionIndexHtml } = webApp;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/, so those never change under the same name.
        // The rest is revalidated on every use: index.html, and sw.js, the offline service
        // worker, whose new builds browsers must find (apps/web/src/sw/).
        const isFingerprinted = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        response.header(
          'cache-control',
          isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const path = requestPath(request.url);
    if (indexHtml !== null && isPageRequest && !isGuardedPath(path) && !namesFile(path)) {
      const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(hasSession ? (sessionIndexHtml ?? indexHtml) : indexHtml);
    }
    return routeNotFound(request, reply);
  });
}
