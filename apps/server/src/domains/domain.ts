import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What app.ts hands every domain. */
export interface DomainOptions {
  db: Database;
  config: Config;
}

/**
 * A domain's Fastify plugin: what its index.ts exports and app.ts registers. It registers the
 * domain's route plugins, each with the options it needs.
 */
export type DomainPlugin = FastifyPluginAsyncZod<DomainOptions>;

/** The app as a route plugin receives it (zod type provider): what route-registering helpers take. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
