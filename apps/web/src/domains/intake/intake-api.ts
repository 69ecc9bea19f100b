import {
  type CreateIntakeItemBody,
  type IntakeItem,
  type IntakeItemDetail,
  IntakeItemDetailSchema,
  type IntakeItemPage,
  IntakeItemPageSchema,
  IntakeItemSchema,
  type UpdateIntakeItemBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function intakeUrl(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/intake-issues/`;
}

export function listIntake(
  api: ApiClient,
  slug: string,
  projectId: string,
  query: { status: string; cursor: string; per_page?: number },
): Promise<IntakeItemPage> {
  return api.get(intakeUrl(slug, projectId), { schema: IntakeItemPageSchema, query });
}

export function fetchIntakeItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<IntakeItemDetail> {
  return api.get(`${intakeUrl(slug, projectId)}${encodeURIComponent(id)}/`, {
    schema: IntakeItemDetailSchema,
  });
}

export function createIntakeItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateIntakeItemBody,
): Promise<IntakeItem> {
  return api.post(intakeUrl(slug, projectId), body, { schema: IntakeItemSchema });
}

export function updateIntakeItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
  body: UpdateIntakeItemBody,
): Promise<IntakeItem> {
  return api.patch(`${intakeUrl(slug, projectId)}${encodeURIComponent(id)}/`, body, {
    schema: IntakeItemSchema,
  });
}

export function deleteIntakeItem(
  api: ApiClient,
  slug: string,
  projectId: string,
  id: string,
): Promise<unknown> {
  return api.delete(`${intakeUrl(slug, projectId)}${encodeURIComponent(id)}/`);
}
