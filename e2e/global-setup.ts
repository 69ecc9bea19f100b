import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../scripts/build.mjs';
import { startFakeLlm } from '../apps/server/src/test/fake-llm';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';

/**
 * Starts Keel as `npm start` runs it (the built server, embedded PostgreSQL, the built web app;
 * each built first when stale) on a free port with a fresh data directory, and hands its address
 * to the journeys through KEEL_E2E_URL and its data directory through KEEL_E2E_DATA_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.WEB_DIST_DIR) ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-e2e-'));
  const port = await freePort();
  // Pi answers through a small fake chat-completions service, never a real one.
  const llm = await startFakeLlm();
  const server = startServerProcess({
    LLM_API_URL: llm.url,
    LLM_MODEL: 'fake-model',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Journeys start webhook receivers on this machine, which the SSRF guard would refuse.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    // A build elsewhere than apps/web/dist (several builds side by side while developing).
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await server.waitForHttp(`${url}/readyz`);
  } catch (error) {
    // SIGTERM, not SIGKILL: Keel then stops its embedded PostgreSQL instead of orphaning it.
    server.child.kill('SIGTERM');
    await server.exited;
    await llm.close();
    throw error;
  }
  process.env.KEEL_E2E_URL = url;
  // Journeys read the emails the server wrote to DATA_DIR/outbox (no SMTP here), e.g. sign-in codes.
  process.env.KEEL_E2E_DATA_DIR = dataDir;

  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
