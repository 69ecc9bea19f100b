import type { DomainPlugin } from '#server/domains/domain';
import { aiRoutes } from './ai.routes';

/** Pi, the AI assistant (issue 19). */
export const aiDomain: DomainPlugin = async (app, { config }) => {
  await app.register(aiRoutes, { config });
};
