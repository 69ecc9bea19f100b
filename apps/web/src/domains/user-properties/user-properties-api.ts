import {
  type UpdateUserPropertiesBody,
  type UserProperties,
  UserPropertiesSchema,
} from '@keel/core';
import { type ApiClient } from '#web/lib/api-client';

function workspaceBase(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}`;
}

/** A project's user-properties, or the workspace's (global views) when projectId is null. */
function userPropertiesUrl(slug: string, projectId: string | null): string {
  return projectId === null
    ? `${workspaceBase(slug)}/user-properties/`
    : `${workspaceBase(slug)}/projects/${encodeURIComponent(projectId)}/user-properties/`;
}

export function fetchUserProperties(
  api: ApiClient,
  slug: string,
  projectId: string | null,
  quiet = false,
): Promise<UserProperties> {
  return api.get(userPropertiesUrl(slug, projectId), {
    schema: UserPropertiesSchema,
    redirectOnUnauthorized: !quiet,
  });
}

export function saveUserProperties(
  api: ApiClient,
  slug: string,
  projectId: string | null,
  body: UpdateUserPropertiesBody,
): Promise<UserProperties> {
  return api.patch(userPropertiesUrl(slug, projectId), body, { schema: UserPropertiesSchema });
}
