import closeWithGrace from 'close-with-grace';
import { pino, type Logger } from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import {
  assertReachable,
  type DatabaseHandle,
  describeDatabaseUrl,
  openDatabase,
} from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { registerInstance } from './domains/instances/instances.service';
import { startJobs } from './jobs/jobs';
import { RealtimeFeed } from './realtime/realtime-feed';
import { KEEL_VERSION } from './version';

/** How long shutdown waits for in-flight requests before giving up, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Name of Keel's database inside the embedded PostgreSQL cluster. */
const EMBEDDED_DATABASE = 'keel';

class StartupError extends Error {}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function connectDatabase(
  config: Config,
  log: Logger,
): Promise<{ url: string; embedded: EmbeddedPostgres | null }> {
  if (config.databaseUrl) {
    try {
      await assertReachable(config.databaseUrl);
    } catch (error) {
      throw new StartupError(
        `Cannot reach PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)} (DATABASE_URL): ${errorMessage(error)}`,
      );
    }
    return { url: config.databaseUrl, embedded: null };
  }
  log.info({ data_dir: config.dataDir }, 'starting the embedded PostgreSQL server');
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: EMBEDDED_DATABASE,
      onLog: (line) => {
        log.debug({ source: 'postgres' }, line);
      },
    });
    return { url: embedded.url, embedded };
  } catch (error) {
    throw new StartupError(errorMessage(error));
  }
}

function listenFailure(error: unknown, config: Config): StartupError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${config.port} is already in use. Stop what is using it, or set PORT to another port (for example PORT=3001 npm start).`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Not allowed to listen on port ${config.port}. Set PORT to a port above 1024.`,
    );
  }
  return new StartupError(`Cannot listen on ${config.host}:${config.port}: ${errorMessage(error)}`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig({ isTty: process.stdout.isTTY });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  const log = pino(loggerOptions(config));
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        log.error({ err: error }, 'error while shutting down');
      });
    }
    cleanups.length = 0;
  };

  try {
    const started = Date.now();
    const { url, embedded } = await connectDatabase(config, log);
    if (embedded) cleanups.push(() => embedded.stop());

    await runMigrations(url);
    const database: DatabaseHandle = openDatabase({
      url,
      poolSize: config.databasePoolSize,
      onIdleError: (error) => {
        log.error({ err: error }, 'database connection lost');
      },
    });
    cleanups.push(() => database.close());
    await registerInstance({ db: database.db, version: KEEL_VERSION });
    cleanups.push(await startJobs({ url, db: database.db, log }));

    const realtime = new RealtimeFeed({ url, db: database.db, log });
    await realtime.start();
    cleanups.push(() => realtime.stop());

    const app = await buildApp({ config, db: database.db, logger: log, realtime });
    cleanups.push(() => app.close());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      throw listenFailure(error, config);
    }
    const address = config.publicUrl ?? `http://localhost:${config.port}`;
    log.info(
      { version: KEEL_VERSION, startup_ms: Date.now() - started },
      `Keel is ready on ${address}`,
    );

    closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
      if (err) log.error({ err }, 'shutting down after an unexpected error');
      else log.info({ signal }, 'shutting down');
      await cleanUp();
    });
  } catch (error) {
    if (error instanceof StartupError) log.fatal(error.message);
    else log.fatal({ err: error }, 'Keel could not start');
    await cleanUp();
    process.exitCode = 1;
  }
}

await main();
