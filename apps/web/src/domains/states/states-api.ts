import {
  type CreateStateBody,
  type State,
  StateListSchema,
  StateSchema,
  type UpdateStateBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/states/`;
}

function item(slug: string, projectId: string, stateId: string): string {
  return `${base(slug, projectId)}${encodeURIComponent(stateId)}/`;
}

/** The project's states in the server's order; the hidden Triage state is left out. */
export function listStates(api: ApiClient, slug: string, projectId: string): Promise<State[]> {
  return api.get(base(slug, projectId), { schema: StateListSchema });
}

/** Without a sequence, the server puts the new state after every other one (max + step). */
export function createState(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateStateBody,
): Promise<State> {
  return api.post(base(slug, projectId), body, { schema: StateSchema });
}

export function updateState(
  api: ApiClient,
  slug: string,
  projectId: string,
  stateId: string,
  body: UpdateStateBody,
): Promise<State> {
  return api.patch(item(slug, projectId, stateId), body, { schema: StateSchema });
}

/** Soft-deletes a state; the server refuses the default one. Answers 204. */
export async function deleteState(
  api: ApiClient,
  slug: string,
  projectId: string,
  stateId: string,
): Promise<void> {
  await api.delete(item(slug, projectId, stateId));
}

/** Makes the state the project's only default; the server answers the state. */
export function markDefaultState(
  api: ApiClient,
  slug: string,
  projectId: string,
  stateId: string,
): Promise<State> {
  return api.post(`${item(slug, projectId, stateId)}mark-default/`, undefined, {
    schema: StateSchema,
  });
}
