import {
  type RelationListResponse,
  RelationListResponseSchema,
  type RelationType,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function itemUrl(slug: string, projectId: string, id: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(id)}`;
}

export function fetchRelations(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<RelationListResponse> {
  return api.get(`${itemUrl(slug, projectId, id)}/issue-relation/`, {
    schema: RelationListResponseSchema,
  });
}

export async function createRelations(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  relationType: RelationType,
  issues: string[],
): Promise<void> {
  await api.post(`${itemUrl(slug, projectId, id)}/issue-relation/`, {
    relation_type: relationType,
    issues,
  });
}

export async function removeRelation(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  relationType: RelationType,
  relatedIssue: string,
): Promise<void> {
  await api.post(`${itemUrl(slug, projectId, id)}/remove-relation/`, {
    relation_type: relationType,
    related_issue: relatedIssue,
  });
}
