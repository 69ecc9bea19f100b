import { AppError, fieldName, findNulCharacter, NUL_CHARACTER_MESSAGE } from '@keel/core';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses input no route can store, for every route at once (schemas or not): a NUL character
 * (U+0000), which PostgreSQL's text cannot hold. In a path segment it names nothing that exists
 * (404, before the access check looks the workspace up); in the query or the body it is the
 * caller's mistake (400 naming the field).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const path = findNulCharacter(params);
    if (!path) return;
    throw new AppError(path[0] === 'slug' ? 'WORKSPACE_NOT_FOUND' : 'NOT_FOUND');
  });

  app.addHook('preValidation', async (request) => {
    const parts = [
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const path = findNulCharacter(value);
      if (!path) continue;
      const field = path.length === 0 ? part : fieldName(path);
      throw new AppError('VALIDATION_ERROR', {
        message: `${field}: ${NUL_CHARACTER_MESSAGE}`,
        field,
      });
    }
  });
}
