import { PassThrough } from 'node:stream';
import { BOOTSTRAP_MEDIA_TYPE, BootstrapQuerySchema, bootstrapTarget } from '@keel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shareAccessReads } from '#server/plugins/access';
import { type AskAsCaller, bootstrapLine, sendBootstrapAnswers } from './bootstrap.service';

/** Asks the app's own routes in process (`inject`) with the caller's cookie, so as the caller. */
function askAsCaller(app: FastifyInstance, request: FastifyRequest): AskAsCaller {
  const cookie = request.headers.cookie ?? '';
  return async (path) => {
    try {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { cookie, accept: 'application/json' },
      });
      return response.statusCode === 200 ? response.body : undefined;
    } catch (error) {
      request.log.error({ err: error, path }, 'bootstrap: cannot ask the route');
      return undefined;
    }
  };
}

/**
 * GET /api/bootstrap/: what a first visit's screen waits for, in one request that index.html
 * starts before the app's code has arrived (issue 21's cold path: the shell otherwise asks for
 * the session, then the person, then their workspaces, then the lookups, one after the other).
 * The answers come from the app's own routes, asked in process with the caller's cookie: one
 * implementation of each, and each guarded by its own access declaration (whose reads of the
 * session and memberships they share: shareAccessReads). They are sent as newline-delimited JSON
 * (BootstrapAnswerSchema a line) as each is ready, so that the app draws its first rows without
 * waiting for the lookups. Personal: never stored by a cache.
 */
export const bootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bootstrap/',
    { config: { access: 'authenticated' }, schema: { querystring: BootstrapQuerySchema } },
    async (request, reply) => {
      const lines = new PassThrough();
      void shareAccessReads(() =>
        sendBootstrapAnswers({
          target: bootstrapTarget(request.query),
          ask: askAsCaller(app, request),
          // A browser that went away has closed the stream: what is left is not sent.
          send: (path, json) => {
            if (!lines.destroyed) lines.write(bootstrapLine(path, json));
          },
        }),
      ).finally(() => lines.end());
      return reply
        .header('cache-control', 'private, no-store')
        .type(`${BOOTSTRAP_MEDIA_TYPE}; charset=utf-8`)
        .send(lines);
    },
  );
};
