import { z } from 'zod';
import type { ApiClient } from '#web/lib/api-client';
import {
  type Module,
  type ModuleBody,
  type ModuleLink,
  type ModuleLinkBody,
  ModuleLinkSchema,
  ModuleListSchema,
  ModuleSchema,
} from './modules-wire';

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

function moduleUrl(slug: string, projectId: string, moduleId: string): string {
  return `${projectBase(slug, projectId)}/modules/${encodeURIComponent(moduleId)}/`;
}

export function listModules(api: ApiClient, slug: string, projectId: string): Promise<Module[]> {
  return api.get(`${projectBase(slug, projectId)}/modules/`, { schema: ModuleListSchema });
}

export function listArchivedModules(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<Module[]> {
  return api.get(`${projectBase(slug, projectId)}/archived-modules/`, {
    schema: ModuleListSchema,
  });
}

/** Every module of the workspace the viewer may see (the sidebar's favorites, the palette). */
export function listWorkspaceModules(api: ApiClient, slug: string): Promise<Module[]> {
  return api.get(`/api/workspaces/${encodeURIComponent(slug)}/modules/`, {
    schema: ModuleListSchema,
  });
}

export function fetchModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<Module> {
  return api.get(moduleUrl(slug, projectId, moduleId), { schema: ModuleSchema });
}

export function createModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: ModuleBody,
): Promise<Module> {
  return api.post(`${projectBase(slug, projectId)}/modules/`, body, { schema: ModuleSchema });
}

export function updateModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
  body: Partial<ModuleBody>,
): Promise<Module> {
  return api.patch(moduleUrl(slug, projectId, moduleId), body, { schema: ModuleSchema });
}

export async function deleteModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<void> {
  await api.delete(moduleUrl(slug, projectId, moduleId));
}

export async function favoriteModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<void> {
  await api.post(`${projectBase(slug, projectId)}/user-favorite-modules/`, { module: moduleId });
}

export async function unfavoriteModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<void> {
  await api.delete(
    `${projectBase(slug, projectId)}/user-favorite-modules/${encodeURIComponent(moduleId)}/`,
  );
}

const ArchivedAtSchema = z.object({ archived_at: z.string().nullable() }).partial();

/** Archives a completed or cancelled module; answers when (now, when the server says nothing). */
export async function archiveModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<string> {
  const answer = await api.post(`${moduleUrl(slug, projectId, moduleId)}archive/`, undefined, {
    schema: ArchivedAtSchema.nullable().catch(null),
  });
  return answer?.archived_at ?? new Date().toISOString();
}

export async function restoreModule(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
): Promise<void> {
  await api.delete(`${moduleUrl(slug, projectId, moduleId)}archive/`);
}

function linksUrl(slug: string, projectId: string, moduleId: string): string {
  return `${moduleUrl(slug, projectId, moduleId)}module-links/`;
}

export function createModuleLink(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
  body: ModuleLinkBody,
): Promise<ModuleLink> {
  return api.post(linksUrl(slug, projectId, moduleId), body, { schema: ModuleLinkSchema });
}

export function updateModuleLink(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
  linkId: string,
  body: Partial<ModuleLinkBody>,
): Promise<ModuleLink> {
  return api.patch(`${linksUrl(slug, projectId, moduleId)}${encodeURIComponent(linkId)}/`, body, {
    schema: ModuleLinkSchema,
  });
}

export async function deleteModuleLink(
  api: ApiClient,
  slug: string,
  projectId: string,
  moduleId: string,
  linkId: string,
): Promise<void> {
  await api.delete(`${linksUrl(slug, projectId, moduleId)}${encodeURIComponent(linkId)}/`);
}
