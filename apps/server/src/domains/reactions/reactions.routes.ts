import { AppError, CreateReactionBodySchema } from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import type { RouteApp } from '#server/domains/domain';
import type { RouteAccess } from '#server/plugins/access';
import type { Reactable, ReactionBase } from './reactable';

/** Where a kind's reactions live on the wire and who may use them. */
export interface ReactionRoutes<TActor> {
  /** The reactions collection, ending in `reactions/`; one reaction is `<path>:reactionCode/`. */
  path: string;
  access: RouteAccess;
  /** The acting caller of a request that passed `access`. */
  actorOf(request: FastifyRequest): TActor;
  /** The path parameters of the collection, and of one reaction (with `reactionCode`). */
  params: z.ZodType<PathParams>;
  codeParams: z.ZodType<PathParams & { reactionCode: string }>;
  /** The path parameter holding the reacted thing's id. */
  targetParam: string;
  /** The kind's wire shapes: one reaction, and a list of them. */
  reaction: z.ZodType<ReactionBase>;
  list: z.ZodType<ReactionBase[]>;
}

type PathParams = Record<string, string>;

/**
 * A kind's reaction routes (Plane's reaction view sets): list (200), add (201, one reaction per
 * emoji per person) and remove one's own (204). Who may react is the kind's `findVisible`.
 */
export function registerReactionRoutes<TField extends string, TActor>(
  app: RouteApp,
  options: { db: Database; kind: Reactable<TField, TActor>; routes: ReactionRoutes<TActor> },
): void {
  const { db, kind, routes } = options;
  const config = { access: routes.access };
  const callOf = (request: FastifyRequest, params: PathParams) => {
    const id = params[routes.targetParam];
    // The params schema requires the parameter; a route declared without it is a bug.
    if (id === undefined) throw new AppError('INTERNAL');
    return [db, routes.actorOf(request), id] as const;
  };

  app.get(
    routes.path,
    { config, schema: { params: routes.params, response: { 200: routes.list } } },
    async (request) => kind.list(...callOf(request, request.params)),
  );

  app.post(
    routes.path,
    {
      config,
      schema: {
        params: routes.params,
        body: CreateReactionBodySchema,
        response: { 201: routes.reaction },
      },
    },
    async (request, reply) => {
      const call = callOf(request, request.params);
      const created = await kind.add(...call, request.body.reaction);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    `${routes.path}:reactionCode/`,
    { config, schema: { params: routes.codeParams } },
    async (request, reply) => {
      const call = callOf(request, request.params);
      await kind.remove(...call, request.params.reactionCode);
      return reply.code(204).send();
    },
  );
}
