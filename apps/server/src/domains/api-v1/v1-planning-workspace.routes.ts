import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '#server/db/client';
import { v1CyclesRoutes } from './v1-cycles.routes';
import { v1EstimatesRoutes } from './v1-estimates.routes';
import { v1IntakeRoutes } from './v1-intake.routes';
import { v1ModulesRoutes } from './v1-modules.routes';

/**
 * The second part of Plane's v1 routes (cycles, modules, intake, estimates), registered together
 * by the domain's entry.
 */
export const v1PlanningWorkspaceRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  await app.register(v1CyclesRoutes, { db });
  await app.register(v1ModulesRoutes, { db });
  await app.register(v1IntakeRoutes, { db });
  await app.register(v1EstimatesRoutes, { db });
};
