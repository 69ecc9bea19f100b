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
import type { LoggerOptions } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { assetsRoutes } from './domains/assets/assets.routes';
import { attachmentsRoutes } from './domains/work-items/attachments/attachments.routes';
import { unsplashRoutes } from './domains/assets/unsplash.routes';
import { authPasswordRoutes } from './domains/auth/auth-password.routes';
import { authRoutes } from './domains/auth/auth.routes';
import { healthRoutes } from './domains/health/health.routes';
import { instanceAdminRoutes } from './domains/instances/instance-admin.routes';
import { instancesRoutes } from './domains/instances/instances.routes';
import { invitationsRoutes } from './domains/invitations/invitations.routes';
import { membersRoutes } from './domains/members/members.routes';
import { projectMembersRoutes } from './domains/projects/project-members.routes';
import { projectsRoutes } from './domains/projects/projects.routes';
import { statesRoutes } from './domains/states/states.routes';
import { labelsRoutes } from './domains/labels/labels.routes';
import { estimatesRoutes } from './domains/estimates/estimates.routes';
import { cataloguesRoutes } from './domains/catalogues/catalogues.routes';
import { searchRoutes } from './domains/search/search.routes';
import { usersRoutes } from './domains/users/users.routes';
import { workItemsRoutes } from './domains/work-items/items/items.routes';
import { workItemListRoutes } from './domains/work-items/list/list.routes';
import { workItemsArchiveRoutes } from './domains/work-items/archive/archive.routes';
import { workItemsBulkRoutes } from './domains/work-items/bulk/bulk.routes';
import { workItemsSyncRoutes } from './domains/work-items/sync/sync.routes';
import { workItemDraftsRoutes } from './domains/work-items/drafts/workspace-drafts.routes';
import { workItemCommentsRoutes } from './domains/work-items/comments/comments.routes';
import { workItemReactionsRoutes } from './domains/work-items/reactions/reactions.routes';
import { workItemSubItemsRoutes } from './domains/work-items/sub-items/sub-items.routes';
import { workItemRelationsRoutes } from './domains/work-items/relations/relations.routes';
import { workItemLinksRoutes } from './domains/work-items/links/links.routes';
import { workItemSubscriptionsRoutes } from './domains/work-items/subscriptions/subscriptions.routes';
import { workItemHistoryRoutes } from './domains/work-items/history/history.routes';
import { workItemDescriptionVersionsRoutes } from './domains/work-items/description-versions/description-versions.routes';
import { workItemProjectDraftsRoutes } from './domains/work-items/drafts/project-drafts.routes';
import { userPropertiesRoutes } from './domains/user-properties/user-properties.routes';
import { workspacePreferencesRoutes } from './domains/workspace-preferences/workspace-preferences.routes';
import { workspacesRoutes } from './domains/workspaces/workspaces.routes';
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
}

/** Largest message a realtime client may send; its messages are a few dozen bytes. */
const REALTIME_MAX_MESSAGE_BYTES = 16 * 1024;

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
      scriptSrc: ["'self'", ...inlineScriptHashes],
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
export async function buildApp({ config, db, logger, realtime }: AppDependencies): Promise<App> {
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
  const routeTable = registerAccessControl(app, db);
  registerActorContext(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES } });

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

  await app.register(healthRoutes, { db });
  await app.register(instancesRoutes, { db, config });
  await app.register(instanceAdminRoutes, { db, config });
  await app.register(authRoutes, { db, config });
  await app.register(authPasswordRoutes, { db, config });
  await app.register(usersRoutes, { db, config });
  await app.register(workspacesRoutes, { db });
  await app.register(membersRoutes, { db });
  await app.register(invitationsRoutes, { db, config });
  await app.register(projectsRoutes, { db });
  await app.register(projectMembersRoutes, { db });
  await app.register(statesRoutes, { db });
  await app.register(labelsRoutes, { db });
  await app.register(estimatesRoutes, { db });
  await app.register(workItemsRoutes, { db });
  await app.register(workItemListRoutes, { db });
  await app.register(workItemsBulkRoutes, { db });
  await app.register(workItemsArchiveRoutes, { db });
  await app.register(workItemsSyncRoutes, { db });
  await app.register(workItemDraftsRoutes, { db });
  await app.register(workItemCommentsRoutes, { db });
  await app.register(workItemReactionsRoutes, { db });
  await app.register(workItemSubItemsRoutes, { db });
  await app.register(workItemRelationsRoutes, { db });
  await app.register(workItemLinksRoutes, { db });
  await app.register(workItemSubscriptionsRoutes, { db });
  await app.register(workItemHistoryRoutes, { db });
  await app.register(workItemDescriptionVersionsRoutes, { db });
  await app.register(workItemProjectDraftsRoutes, { db });
  await app.register(assetsRoutes, { db, config });
  await app.register(attachmentsRoutes, { db, config });
  await app.register(unsplashRoutes, { db, config });
  await app.register(userPropertiesRoutes, { db });
  await app.register(workspacePreferencesRoutes, { db });
  await app.register(cataloguesRoutes, { db });
  await app.register(searchRoutes, { db });
  const hub = new RealtimeHub({ db, feed: realtime ?? null, log: app.log });
  app.addHook('onClose', async () => {
    hub.close();
  });
  await app.register(realtimeRoutes, { hub, config });

  await registerWebApp(app, config.webDistDir, webApp);
  return Object.assign(app, { routeTable });
}
