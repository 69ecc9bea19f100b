/**
 * `npm start`: builds the web app if its build is missing or stale, then runs the server in this
 * process (embedded PostgreSQL unless DATABASE_URL is set; see README.md for configuration).
 */
import { ensureWebBuild } from './web-build';

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import('../apps/server/src/main');
