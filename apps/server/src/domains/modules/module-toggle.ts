import { AppError, MODULES_DISABLED_MESSAGE } from '@keel/core';
import type { FastifyRequest } from 'fastify';

/**
 * An onRequest hook for every modules route of a project (after the access check has loaded the
 * project): a project whose modules are turned off (module_view false) answers 403, so the
 * feature is off for the API as it is for the screens.
 */
export async function refuseWhenModulesOff(request: FastifyRequest): Promise<void> {
  if (request.project && !request.project.module_view)
    throw new AppError('FORBIDDEN', { message: MODULES_DISABLED_MESSAGE });
}
