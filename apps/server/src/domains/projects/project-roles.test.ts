import { ROLE, type Project } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProjectMember, createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from './project-test-world';
import type { ProjectWorld } from '#server/domains/work-items/kernel/test-helpers';

describe("Plane's project-roles and projects/details", () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let rolesUrl: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    rolesUrl = `/api/users/me/workspaces/${world.workspace.slug}/project-roles/`;
  });

  it('guards project-roles: anonymous, another workspace, an unknown workspace', async () => {
    expect((await call('GET', rolesUrl)).statusCode).toBe(401);
    expect((await call('GET', rolesUrl, world.stranger.cookie)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/users/me/workspaces/no-such-ws/project-roles/', world.member.cookie))
        .statusCode,
    ).toBe(404);
  });

  it("answers the caller's role in each of their projects, and nothing of others'", async () => {
    const other = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
    await addProjectMember(ctx.db, other, world.member.user, ROLE.admin);
    const member = await call('GET', rolesUrl, world.member.cookie);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ [world.project.id]: ROLE.member, [other.id]: ROLE.admin });
    expect((await call('GET', rolesUrl, world.guest.cookie)).json()).toEqual({
      [world.project.id]: ROLE.guest,
    });
    expect((await call('GET', rolesUrl, world.outsider.cookie)).json()).toEqual({});
  });

  it('answers projects/details/ as the project list, for workspace members only', async () => {
    const url = `${world.base}/projects/details/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    const details = await call('GET', url, world.member.cookie);
    expect(details.statusCode).toBe(200);
    const list = await call('GET', `${world.base}/projects/`, world.member.cookie);
    expect(details.json<Project[]>()).toEqual(list.json<Project[]>());
    expect(details.json<Project[]>().map((project) => project.id)).toContain(world.project.id);
  });
});
