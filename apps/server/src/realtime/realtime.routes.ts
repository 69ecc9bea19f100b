import { AppError } from '@keel/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { requireUser } from '../plugins/access';
import { isForeignOrigin } from '../plugins/csrf';
import type { RealtimeHub } from './realtime-hub';

/**
 * `WS /ws`: the realtime socket (issue 8). The upgrade request is authenticated by the session
 * cookie like any route, and refused when its Origin is another site's: browsers send cookies on
 * cross-site WebSocket handshakes, so without this any page could read a signed-in user's events.
 */
export const realtimeRoutes: FastifyPluginAsync<{ hub: RealtimeHub; config: Config }> = async (
  app,
  { hub, config },
) => {
  app.get(
    '/ws',
    {
      websocket: true,
      config: { access: 'authenticated' },
      onRequest: async (request) => {
        if (isForeignOrigin(request, config)) throw new AppError('FOREIGN_ORIGIN');
      },
    },
    (socket, request) => {
      const user = requireUser(request);
      if (!request.sessionId) throw new AppError('UNAUTHENTICATED');
      hub.attach(socket, user.id, request.sessionId);
    },
  );
};
