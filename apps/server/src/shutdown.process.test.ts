import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { createUser, signIn } from './test/factories';
import { freePort, serverEnv, watchServerProcess } from './test/server-process';

/**
 * `npm start` as a supervisor runs it: SIGTERM sent to the process it started stops Keel within
 * the grace period, embedded PostgreSQL included, even with connections that would hold a
 * graceful close forever.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** SHUTDOWN_GRACE_MS of main.ts. */
const GRACE_MS = 10_000;
/** Time for npm to notice its child ended and exit, on a busy machine. */
const EXIT_SLACK_MS = 1_500;

const sockets: Socket[] = [];
const dataDirs: string[] = [];

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Opens a raw connection, writes `text` and resolves with the first bytes answered (or ''). */
async function rawConnection(port: number, text: string, answer: boolean): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  socket.write(text);
  if (!answer) return '';
  const first = await new Promise<string>((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString('latin1'));
    });
  });
  // From now on it reads nothing and answers nothing, like a client that went away.
  socket.pause();
  return first;
}

/** The processes whose parent is `pid`, with their command lines. */
function childrenOf(pid: number): { pid: number; args: string }[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [, child = '', args = ''] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(child), args };
    });
}

function parentOf(pid: number): number {
  try {
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }));
  } catch {
    return 0;
  }
}

describe('stopping Keel started by npm start', () => {
  it('stops within the grace period, PostgreSQL included, whatever the clients hold', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-shutdown-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: serverEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Served from elsewhere, so npm start does not build apps/web for this test.
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = watchServerProcess(npm);
    const base = `http://127.0.0.1:${port}`;
    const postmasterPidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    let keelPid = 0;
    let postgresPid = 0;
    try {
      await server.waitForHttp(`${base}/readyz`, 180_000);

      // One plain node process under npm runs Keel (no shell, no TypeScript runner in between).
      const children = childrenOf(npm.pid ?? 0);
      expect(children.map((child) => child.args)).toEqual(['node scripts/start.mjs']);
      keelPid = children[0]?.pid ?? 0;
      postgresPid = Number(readFileSync(postmasterPidFile, 'utf8').split('\n')[0]);
      expect(childrenOf(keelPid).map((child) => child.pid)).toContain(postgresPid);

      const cluster = await startEmbeddedPostgres({ dataDir, database: 'keel', onLog: () => {} });
      const handle = openDatabase({ url: cluster.url, poolSize: 1, onIdleError: () => {} });
      const user = await createUser(handle.db);
      const { cookie } = await signIn(handle.db, user.id);
      await handle.close();

      const host = `Host: 127.0.0.1:${port}`;
      const upgrade = await rawConnection(
        port,
        `GET /ws HTTP/1.1\r\n${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n` +
          `Cookie: ${cookie}\r\n\r\n`,
        true,
      );
      expect(upgrade).toMatch(/^HTTP\/1\.1 101 /);
      const keepAlive = await rawConnection(
        port,
        `GET /healthz HTTP/1.1\r\n${host}\r\nConnection: keep-alive\r\n\r\n`,
        true,
      );
      expect(keepAlive).toMatch(/^HTTP\/1\.1 200 /);
      // A request whose body never finishes arriving, and one whose headers never do.
      await rawConnection(
        port,
        `POST /api/workspaces/ HTTP/1.1\r\n${host}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
        false,
      );
      await rawConnection(port, `GET /healthz HTTP/1.1\r\n${host}\r\n`, false);

      const signalled = Date.now();
      npm.kill('SIGTERM');
      await server.exited;
      const tookMs = Date.now() - signalled;

      expect(tookMs).toBeLessThan(GRACE_MS + EXIT_SLACK_MS);
      expect(isAlive(keelPid)).toBe(false);
      expect(isAlive(postgresPid)).toBe(false);
      expect(existsSync(postmasterPidFile)).toBe(false);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      const messages = server.lines.map((line) => line.msg);
      expect(messages).toContain('shutting down');
      expect(messages.at(-1)).toMatch(/^shut down/);
    } finally {
      // Whatever a failure left running: the server that runs PostgreSQL stops it, else SIGQUIT.
      if (npm.exitCode === null) npm.kill('SIGKILL');
      if (!postgresPid && existsSync(postmasterPidFile)) {
        postgresPid = Number(readFileSync(postmasterPidFile, 'utf8').split('\n')[0]);
      }
      keelPid ||= postgresPid ? parentOf(postgresPid) : 0;
      if (keelPid && isAlive(keelPid)) process.kill(keelPid, 'SIGTERM');
      const deadline = Date.now() + GRACE_MS;
      while (postgresPid && isAlive(postgresPid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (postgresPid && isAlive(postgresPid)) process.kill(postgresPid, 'SIGQUIT');
    }
  }, 300_000);
});
