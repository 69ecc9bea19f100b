import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PAGE_DESCRIPTION_MAX_BYTES } from '@keel/core';
import type { LoggerOptions } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { aiDomain } from './domains/ai';
import { apiTokensDomain } from './domains/api-tokens';
import { apiV1Domain, registerApiKeyAuthentication, registerOpenApi } from './domains/api-v1';
import { assetsDomain } from './domains/assets';
import { bootstrapDomain } from './domains/bootstrap';
import { authDomain } from './domains/auth';
import { cataloguesDomain } from './domains/catalogues';
import { cyclesDomain } from './domains/cycles';
import { estimatesDomain } from './domains/estimates';
import { exportsDomain } from './domains/exports';
import { favoritesDomain } from './domains/favorites';
import { healthDomain } from './domains/health';
import { homeDomain } from './domains/home';
import { instancesDomain } from './domains/instances';
import { invitationsDomain } from './domains/invitations';
import { labelsDomain } from './domains/labels';
import { membersDomain } from './domains/members';
import { modulesDomain } from './domains/modules';
import { viewsDomain } from './domains/views';
import { webhooksDomain } from './domains/webhooks';
import { notificationsDomain } from './domains/notifications';
import { pagesDomain, setLiveRestorer } from './domains/pages';
import { projectsDomain } from './domains/projects';
import { searchDomain } from './domains/search';
import { profileDomain } from './domains/profile';
import { statesDomain } from './domains/states';
import { userPropertiesDomain } from './domains/user-properties';
import { usersDomain } from './domains/users';
import { workItemsDomain } from './domains/work-items';
import { workspacePreferencesDomain } from './domains/workspace-preferences';
import { workspacesDomain } from './domains/workspaces';
import type { DomainPlugin } from './domains/domain';
import { registerAccessControl, type RegisteredRoute } from './plugins/access';
import { registerActorContext } from './plugins/actor-context';
import { registerOriginCheck } from './plugins/csrf';
import { frameworkError, registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimits } from './plugins/rate-limit';
import { loadWebApp, registerWebApp } from './plugins/web-app';
import type { RealtimeFeed } from './realtime/realtime-feed';
import { RealtimeHub } from './realtime/realtime-hub';
import { realtimeRoutes } from './realtime/realtime.routes';
import { CollabServer } from './collab/collab-server';
import { collabRoutes } from './collab/collab.routes';

/**
 * Every domain of the server, in the order their routes are registered: each is the plugin its
 * domains/<name>/index.ts exports. A new domain is added here (docs/ARCHITECTURE.md).
 */
const DOMAINS: readonly DomainPlugin[] = [
  healthDomain,
  instancesDomain,
  authDomain,
  usersDomain,
  workspacesDomain,
  membersDomain,
  invitationsDomain,
  projectsDomain,
  statesDomain,
  labelsDomain,
  estimatesDomain,
  workItemsDomain,
  assetsDomain,
  userPropertiesDomain,
  workspacePreferencesDomain,
  homeDomain,
  cataloguesDomain,
  searchDomain,
  profileDomain,
  cyclesDomain,
  modulesDomain,
  favoritesDomain,
  viewsDomain,
  notificationsDomain,
  pagesDomain,
  aiDomain,
  apiTokensDomain,
  exportsDomain,
  apiV1Domain,
  webhooksDomain,
  bootstrapDomain,
];

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Where the app logs; none when omitted (tests). */
  logger?: FastifyBaseLogger;
  /**
   * The process's realtime events (started by main.ts); without it /ws still subscribes and
   * replays, but sends no live events.
   */
  realtime?: RealtimeFeed;
  /**
   * The database's URL, for the pages' collaboration server to hear the other processes' edits
   * (LISTEN); without it, it serves this process's editors alone.
   */
  databaseUrl?: string;
}

/**
 * Largest WebSocket message: a page's whole document may arrive at once on `/live` (the realtime
 * socket refuses more than its own small limit, realtime-hub.ts).
 */
const WEBSOCKET_MAX_MESSAGE_BYTES = PAGE_DESCRIPTION_MAX_BYTES * 2;

export type App = FastifyInstance & { routeTable: RegisteredRoute[] };

/** Logger options for the running server: JSON lines, or pretty ones for people at a terminal. */
export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers["x-csrftoken"]',
        '*.password',
        '*.secret_key',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The S3-compatible store's origin, which the browser posts uploads to and reads files from. */
function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  const { endpoint, bucket, region } = config.storage;
  return [endpoint ? new URL(endpoint).origin : `https://${bucket}.s3.${region}.amazonaws.com`];
}

function contentSecurityPolicy(config: Config, inlineScriptHashes: string[]) {
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  const storage = storageOrigins(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the web app's local cache compile SQLite's WebAssembly; it allows
      // no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...storage],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Builds the Fastify app: plugins first, then every domain's routes in one visible list. Used by
 * main.ts and by the tests, which pass a database of their own.
 */
export async function buildApp({
  config,
  db,
  logger,
  realtime,
  databaseUrl,
}: AppDependencies): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // Limits are declared per route (config.rateLimits), on the sign-in endpoints above all.
  registerRateLimits(app, db);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  // /api/v1/ authenticates by API key (and counts its rate limit) before access control runs.
  registerApiKeyAuthentication(app, { db, config });
  const routeTable = registerAccessControl(app, db);
  registerActorContext(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: WEBSOCKET_MAX_MESSAGE_BYTES } });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const webApp = loadWebApp(config.webDistDir);
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config, webApp.inlineScriptHashes),
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Before the domains: it describes the /api/v1/ routes as they are registered.
  await registerOpenApi(app);
  for (const domain of DOMAINS) await app.register(domain, { db, config });
  const hub = new RealtimeHub({ db, feed: realtime ?? null, log: app.log });
  const collab = new CollabServer({ db, url: databaseUrl ?? null, log: app.log });
  await collab.start();
  setLiveRestorer((pageId, html, userId) => collab.replaceBody(pageId, html, userId));
  // A membership that changed may change what its member may open or edit.
  const stopMembershipWatch = realtime?.subscribe((events) => {
    for (const { memberId } of events)
      if (memberId !== null)
        collab.recheckUser(memberId).catch((error: unknown) => {
          app.log.error({ err: error }, 'collab: cannot check a member’s pages again');
        });
  });
  app.addHook('onClose', async () => {
    hub.close();
    stopMembershipWatch?.();
    await collab.stop();
  });
  await app.register(realtimeRoutes, { hub, config });
  await app.register(collabRoutes, { collab, config });

  await registerWebApp(app, config.webDistDir, webApp);
  return Object.assign(app, { routeTable });
}
