import {
  BudgetSourceOptionsSchema,
  type CatalogueEntry,
  CatalogueEntryListSchema,
  CatalogueEntrySchema,
  type CreateCatalogueEntryBody,
  type UpdateCatalogueEntryBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** The two catalogues a project keeps for its work items' business fields; also the URL segment. */
export type CatalogueKind = 'shops' | 'customers';

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/`;
}

function base(slug: string, projectId: string, catalogue: CatalogueKind): string {
  return `${projectBase(slug, projectId)}${catalogue}/`;
}

/** A catalogue's entries in the server's order (sort order, then name). */
export function listCatalogueEntries(
  api: ApiClient,
  slug: string,
  projectId: string,
  catalogue: CatalogueKind,
): Promise<CatalogueEntry[]> {
  return api.get(base(slug, projectId, catalogue), { schema: CatalogueEntryListSchema });
}

export function createCatalogueEntry(
  api: ApiClient,
  slug: string,
  projectId: string,
  catalogue: CatalogueKind,
  body: CreateCatalogueEntryBody,
): Promise<CatalogueEntry> {
  return api.post(base(slug, projectId, catalogue), body, { schema: CatalogueEntrySchema });
}

export function updateCatalogueEntry(
  api: ApiClient,
  slug: string,
  projectId: string,
  catalogue: CatalogueKind,
  id: string,
  patch: UpdateCatalogueEntryBody,
): Promise<CatalogueEntry> {
  return api.patch(`${base(slug, projectId, catalogue)}${encodeURIComponent(id)}/`, patch, {
    schema: CatalogueEntrySchema,
  });
}

/** Deletes an entry; the server answers 204 with no body. */
export async function deleteCatalogueEntry(
  api: ApiClient,
  slug: string,
  projectId: string,
  catalogue: CatalogueKind,
  id: string,
): Promise<void> {
  await api.delete(`${base(slug, projectId, catalogue)}${encodeURIComponent(id)}/`);
}

export async function getBudgetSourceOptions(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<string[]> {
  const body = await api.get(`${projectBase(slug, projectId)}budget-source-options/`, {
    schema: BudgetSourceOptionsSchema,
  });
  return body.options;
}

/** Replaces the whole list; the server refuses empty and repeated options. */
export async function setBudgetSourceOptions(
  api: ApiClient,
  slug: string,
  projectId: string,
  options: string[],
): Promise<string[]> {
  const body = await api.patch(
    `${projectBase(slug, projectId)}budget-source-options/`,
    { options },
    { schema: BudgetSourceOptionsSchema },
  );
  return body.options;
}
