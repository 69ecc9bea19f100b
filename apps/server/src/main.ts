import { pino, type Logger } from 'pino';
import { type App, buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import {
  assertReachable,
  type DatabaseHandle,
  describeDatabaseUrl,
  openDatabase,
} from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { registerInstance } from '#server/domains/instances';
import { startJobs } from './jobs/jobs';
import { createMailer } from './lib/mailer';
import { RealtimeFeed } from './realtime/realtime-feed';
import { Shutdown } from './shutdown';
import { KEEL_VERSION } from './version';

/**
 * How long shutdown may take, in milliseconds: a supervisor's usual wait between SIGTERM and
 * SIGKILL. Each step below has its own timeout; the embedded PostgreSQL's is kept out of the others'
 * share, so that it is always stopped.
 */
const SHUTDOWN_GRACE_MS = 10_000;
/** In-flight requests and WebSockets get this long, then their connections are cut. */
const HTTP_CLOSE_MS = 4_000;
const REALTIME_STOP_MS = 1_000;
/** A running job gets this long to finish (pg-boss's own limit is a little shorter). */
const JOBS_STOP_MS = 1_500;
const POOL_CLOSE_MS = 1_000;
/** A fast shutdown, then an immediate one (db/embedded.ts), with room to spare. */
const EMBEDDED_STOP_MS = 3_500;

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

/** Stops listening, closes idle keep-alive connections and WebSockets, and waits for requests. */
function httpStep(app: App) {
  return {
    name: 'the HTTP server',
    timeoutMs: HTTP_CLOSE_MS,
    run: () => app.close(),
    force: () => {
      app.server.closeAllConnections();
      for (const client of app.websocketServer.clients) client.terminate();
    },
  };
}

/**
 * SIGTERM, SIGINT or SIGHUP shut Keel down and exit; a second signal skips to stopping the
 * embedded PostgreSQL. An uncaught error shuts down too, and exits with 1.
 */
function exitOnSignals(shutdown: Shutdown, log: Logger): void {
  const stop = (exitCode: number) => {
    void shutdown.run().then((report) => {
      if (report.failed.length > 0)
        log.warn({ failed: report.failed }, 'shut down, forcing some steps');
      else log.info('shut down');
      process.exit(report.isFinalDone ? exitCode : 1);
    });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown.isRunning) {
      log.warn({ signal }, 'asked again: stopping at once');
      shutdown.hurryUp();
      return;
    }
    log.info({ signal }, 'shutting down');
    stop(0);
  };
  const onError = (error: unknown) => {
    log.fatal({ err: error }, 'shutting down after an unexpected error');
    if (shutdown.isRunning) shutdown.hurryUp();
    stop(1);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, onSignal);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
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
  const shutdown = new Shutdown({ log, graceMs: SHUTDOWN_GRACE_MS });
  exitOnSignals(shutdown, log);

  try {
    const started = Date.now();
    const { url, embedded } = await connectDatabase(config, log);
    if (embedded) {
      shutdown.addFinal({
        name: 'the embedded PostgreSQL server',
        timeoutMs: EMBEDDED_STOP_MS,
        run: () => embedded.stop(),
      });
    }

    await runMigrations(url);
    const database: DatabaseHandle = openDatabase({
      url,
      poolSize: config.databasePoolSize,
      onIdleError: (error) => {
        log.error({ err: error }, 'database connection lost');
      },
    });
    shutdown.add({ name: 'the database pool', timeoutMs: POOL_CLOSE_MS, run: database.close });
    await registerInstance({ db: database.db, version: KEEL_VERSION });
    const stopJobs = await startJobs({
      url,
      db: database.db,
      log,
      stopTimeoutMs: JOBS_STOP_MS - 250,
      mailer: createMailer({ config, db: database.db, log }),
      publicUrl: config.publicUrl,
      config,
    });
    shutdown.add({ name: 'the background jobs', timeoutMs: JOBS_STOP_MS, run: stopJobs });

    const realtime = new RealtimeFeed({ url, db: database.db, log });
    await realtime.start();
    shutdown.add({
      name: 'the realtime feed',
      timeoutMs: REALTIME_STOP_MS,
      run: () => realtime.stop(),
    });

    const app = await buildApp({
      config,
      db: database.db,
      logger: log,
      realtime,
      databaseUrl: url,
    });
    shutdown.add(httpStep(app));
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
  } catch (error) {
    if (error instanceof StartupError) log.fatal(error.message);
    else log.fatal({ err: error }, 'Keel could not start');
    await shutdown.run();
    process.exit(1);
  }
}

await main();
