import {
  HomePreferenceListSchema,
  HomePreferenceParamsSchema,
  HomePreferenceSchema,
  MessageSchema,
  ROLE,
  SidebarPreferencesSchema,
  SlugParamsSchema,
  UpdateHomePreferenceBodySchema,
  UpdateSidebarPreferencesBodySchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import {
  type PreferencesOwner,
  getHomePreferences,
  getSidebarPreferences,
  updateHomePreference,
  updateSidebarPreferences,
} from './workspace-preferences.service';

function ownerOf(request: FastifyRequest): PreferencesOwner {
  const { user, workspace } = requireWorkspace(request);
  return { workspaceId: workspace.id, userId: user.id };
}

/**
 * Each member's own sidebar (pinned and ordered entries) and home page widgets in a workspace,
 * Plane's sidebar-preferences and home-preferences. Guests keep theirs too.
 */
export const workspacePreferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const sidebarUrl = '/api/workspaces/:slug/sidebar-preferences/';
  const homeUrl = '/api/workspaces/:slug/home-preferences/';

  app.get(
    sidebarUrl,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: SidebarPreferencesSchema } },
    },
    async (request) => getSidebarPreferences({ db, owner: ownerOf(request) }),
  );

  app.patch(
    sidebarUrl,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        body: UpdateSidebarPreferencesBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      updateSidebarPreferences({ db, owner: ownerOf(request), changes: request.body }),
  );

  app.get(
    homeUrl,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: HomePreferenceListSchema } },
    },
    async (request) => getHomePreferences({ db, owner: ownerOf(request) }),
  );

  app.patch(
    `${homeUrl}:key/`,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: HomePreferenceParamsSchema,
        body: UpdateHomePreferenceBodySchema,
        response: { 200: HomePreferenceSchema },
      },
    },
    async (request) =>
      updateHomePreference({
        db,
        owner: ownerOf(request),
        key: request.params.key,
        body: request.body,
      }),
  );
};
