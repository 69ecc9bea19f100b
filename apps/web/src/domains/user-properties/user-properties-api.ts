import {
  type UpdateUserPropertiesBody,
  type UserProperties,
  UserPropertiesSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

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

/** The list a person's settings belong to beyond projects: one cycle's, one module's. */
export interface ScopedListOwner {
  kind: 'cycle' | 'module';
  projectId: string;
  id: string;
}

function scopedUrl(slug: string, owner: ScopedListOwner): string {
  const plural = owner.kind === 'cycle' ? 'cycles' : 'modules';
  return `${workspaceBase(slug)}/projects/${encodeURIComponent(owner.projectId)}/${plural}/${encodeURIComponent(owner.id)}/user-properties/`;
}

/** A person's settings for the list of one cycle or module (each has its own, spec §3). */
export function fetchScopedUserProperties(
  api: ApiClient,
  slug: string,
  owner: ScopedListOwner,
): Promise<UserProperties> {
  return api.get(scopedUrl(slug, owner), { schema: UserPropertiesSchema });
}

export function saveScopedUserProperties(
  api: ApiClient,
  slug: string,
  owner: ScopedListOwner,
  body: UpdateUserPropertiesBody,
): Promise<UserProperties> {
  return api.patch(scopedUrl(slug, owner), body, { schema: UserPropertiesSchema });
}
