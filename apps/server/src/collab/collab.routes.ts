import { AppError } from '@keel/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { requireUser } from '../plugins/access';
import { isForeignOrigin } from '../plugins/csrf';
import type { CollabServer } from './collab-server';

/**
 * `WS /live` (and Plane's `/live/collaboration`): the pages' collaboration socket (issue 19),
 * spoken by Hocuspocus providers. The upgrade is authenticated by the session cookie and refused
 * from another site, as `/ws` is; each page it opens is checked by the page rules (collab-server).
 */
export const collabRoutes: FastifyPluginAsync<{ collab: CollabServer; config: Config }> = async (
  app,
  { collab, config },
) => {
  for (const url of ['/live', '/live/collaboration'])
    app.get(
      url,
      {
        websocket: true,
        config: { access: 'authenticated' },
        onRequest: async (request) => {
          if (isForeignOrigin(request, config)) throw new AppError('FOREIGN_ORIGIN');
        },
      },
      (socket, request) => {
        const user = requireUser(request);
        collab.attach(socket, request.raw, user.id);
      },
    );
};
