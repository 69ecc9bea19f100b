import { AppError } from '@keel/core';
import type { FastifyRequest } from 'fastify';

/** The project features whose API can be turned off, their project column and their refusal. */
const FEATURES = {
  cycles: { column: 'cycle_view', code: 'CYCLES_TURNED_OFF' },
  modules: { column: 'module_view', code: 'MODULES_TURNED_OFF' },
} as const;

export type ProjectFeature = keyof typeof FEATURES;

/**
 * A hook for every route of a project feature (after the access check has loaded the project):
 * a project with the feature turned off answers 403 with the feature's own sentence, so the
 * feature is off for the API as it is for the screens.
 */
export function refuseWhenFeatureOff(feature: ProjectFeature) {
  const { column, code } = FEATURES[feature];
  return async (request: FastifyRequest): Promise<void> => {
    if (request.project && !request.project[column]) throw new AppError(code);
  };
}
