import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { runAsActor } from '../db/actor';

/**
 * Runs each signed-in request as its user (db/actor.ts), so the queries it makes tell PostgreSQL
 * who acts. Registered after access control, which resolves the user. Entered again before
 * validation because body parsing continues in the socket's async context, not the hook's.
 */
export function registerActorContext(app: FastifyInstance): void {
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.user) runAsActor(request.user.id, done);
    else done();
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
}
