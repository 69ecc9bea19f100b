import type { EntitySearchResponse, WorkspaceSearchResponse } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('search of saved views', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  const ids = (hits: { id: string }[] | undefined) => (hits ?? []).map((hit) => hit.id).sort();
  let shared: { id: string };
  let adminsOwn: { id: string };
  let hiddenProjectView: { id: string };
  let workspaceView: { id: string };

  async function created(url: string, body: object): Promise<{ id: string }> {
    const response = await call('POST', url, world.admin.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  }

  async function read<T>(url: string, cookie: string): Promise<T> {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const hidden = await createProject(ctx.db, world.workspace, world.admin.user);
    shared = await created(`${world.projectUrl}/views/`, { name: 'Nebula bugs' });
    adminsOwn = await created(`${world.projectUrl}/views/`, { name: 'Nebula mine', access: 0 });
    hiddenProjectView = await created(`${world.base}/projects/${hidden.id}/views/`, {
      name: 'Nebula hidden',
    });
    workspaceView = await created(`${world.base}/views/`, { name: 'Nebula everywhere' });
  });

  it('finds the views the caller may see: public or their own, in their projects', async () => {
    const admin = await read<WorkspaceSearchResponse>(
      `${world.base}/search/?search=nebula`,
      world.admin.cookie,
    );
    expect(ids(admin.results.view)).toEqual(
      [shared.id, adminsOwn.id, hiddenProjectView.id, workspaceView.id].sort(),
    );
    const member = await read<WorkspaceSearchResponse>(
      `${world.base}/search/?search=nebula&entities=view`,
      world.member.cookie,
    );
    expect(Object.keys(member.results)).toEqual(['view']);
    expect(ids(member.results.view)).toEqual([shared.id, workspaceView.id].sort());
    expect(member.results.view?.find((hit) => hit.id === shared.id)).toEqual({
      id: shared.id,
      name: 'Nebula bugs',
      project_id: world.project.id,
      project__identifier: world.project.identifier,
      workspace__slug: world.workspace.slug,
    });
    expect(member.results.view?.find((hit) => hit.id === workspaceView.id)?.project_id).toBeNull();
    const outsider = await read<WorkspaceSearchResponse>(
      `${world.base}/search/?search=nebula`,
      world.outsider.cookie,
    );
    // A workspace member outside the project sees the workspace's public views alone.
    expect(ids(outsider.results.view)).toEqual([workspaceView.id]);
    const stranger = await call(
      'GET',
      `${world.base}/search/?search=nebula`,
      world.stranger.cookie,
    );
    expect(stranger.statusCode).toBe(403);
  });

  it('answers views in entity-search, narrowed to a project', async () => {
    const found = await read<EntitySearchResponse>(
      `${world.base}/entity-search/?query_type=view&query=nebula&project_id=${world.project.id}`,
      world.member.cookie,
    );
    expect(ids(found.view)).toEqual([shared.id]);
  });
});
