/**
 * `npm start`: builds the web app and the server when their builds are missing or stale
 * (scripts/build.mjs), then runs the built server (apps/server/dist/main.js) in this very process,
 * so that this is the one process to signal: SIGTERM or SIGINT shuts Keel down, embedded
 * PostgreSQL included. A supervisor may run `node scripts/start.mjs` itself. When WEB_DIST_DIR
 * names a build of the web app elsewhere, apps/web is not built.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, ensureWebBuild, SERVER_MAIN } from './build.mjs';

// The server reads .env too (variables already set win); read here for WEB_DIST_DIR.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  if (!process.env.WEB_DIST_DIR?.trim()) ensureWebBuild();
  ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import(pathToFileURL(SERVER_MAIN).href);
