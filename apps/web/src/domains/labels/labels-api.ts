import {
  type CreateLabelBody,
  type Label,
  LabelListSchema,
  LabelSchema,
  type UpdateLabelBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issue-labels/`;
}

function item(slug: string, projectId: string, labelId: string): string {
  return `${base(slug, projectId)}${encodeURIComponent(labelId)}/`;
}

/** The project's labels as a flat list; `parent` links them into a tree. */
export function listLabels(api: ApiClient, slug: string, projectId: string): Promise<Label[]> {
  return api.get(base(slug, projectId), { schema: LabelListSchema });
}

/** The server places the new label after its last sibling (spec §9). */
export function createLabel(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateLabelBody,
): Promise<Label> {
  return api.post(base(slug, projectId), body, { schema: LabelSchema });
}

/**
 * Edits or moves a label: `parent` and `before_id`/`after_id` move it and the server computes its
 * sort_order; the answer is the label as saved.
 */
export function updateLabel(
  api: ApiClient,
  slug: string,
  projectId: string,
  labelId: string,
  body: UpdateLabelBody,
): Promise<Label> {
  return api.patch(item(slug, projectId, labelId), body, { schema: LabelSchema });
}

/** Soft-deletes a label; its children move up to its parent. Answers 204. */
export async function deleteLabel(
  api: ApiClient,
  slug: string,
  projectId: string,
  labelId: string,
): Promise<void> {
  await api.delete(item(slug, projectId, labelId));
}
