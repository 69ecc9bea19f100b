import { type Project, ROLE } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels, projectMembers, states, userFavorites } from '#server/db/schema';
import { addProjectMember, createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from './project-test-world';

describe('project lifecycle', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  it('refuses changes to the settings of an archived project, but lets members leave', async () => {
    const project = await createProject(ctx.db, world.workspace, world.admin.user);
    await addProjectMember(ctx.db, project, world.member.user, ROLE.member);
    const url = `${world.base}/projects/${project.id}`;
    expect((await call('POST', `${url}/archive/`, world.admin.cookie)).statusCode).toBe(200);

    const writes = [
      call('POST', `${url}/states/`, world.admin.cookie, {
        name: 'Review',
        color: '#3A8BFD',
        group: 'started',
      }),
      call('POST', `${url}/issue-labels/`, world.member.cookie, { name: 'Bug' }),
      call('POST', `${url}/shops/`, world.member.cookie, { name: 'North' }),
      call('POST', `${url}/members/`, world.admin.cookie, {
        members: [{ member_id: world.outsider.user.id, role: ROLE.member }],
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Archived projects cannot be edited',
        code: 'PROJECT_ARCHIVED',
      });
    }
    expect((await call('GET', `${url}/states/`, world.member.cookie)).statusCode).toBe(200);
    expect((await call('POST', `${url}/members/leave/`, world.member.cookie)).statusCode).toBe(204);
    const restored = await call('DELETE', `${url}/archive/`, world.admin.cookie);
    expect(restored.json<Project>().archived_at).toBeNull();
  });

  it('takes states, labels, memberships and favorites with a deleted project', async () => {
    const project = await createProject(ctx.db, world.workspace, world.admin.user);
    const url = `${world.base}/projects/${project.id}`;
    await call('POST', `${url}/issue-labels/`, world.admin.cookie, { name: 'Bug' });
    await call('POST', `${world.base}/user-favorite-projects/`, world.admin.cookie, {
      project: project.id,
    });
    expect((await call('DELETE', `${url}/`, world.admin.cookie)).statusCode).toBe(204);

    const live = (table: typeof states | typeof labels) =>
      ctx.db
        .select()
        .from(table)
        .where(and(eq(table.project_id, project.id), isNull(table.deleted_at)));
    expect(await live(states)).toEqual([]);
    expect(await live(labels)).toEqual([]);
    const memberships = await ctx.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.project_id, project.id), eq(projectMembers.is_active, true)));
    expect(memberships).toEqual([]);
    const favorites = await ctx.db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.project_id, project.id));
    expect(favorites).toEqual([]);
    const workspaceStates = await call('GET', `${world.base}/states/`, world.admin.cookie);
    expect(
      workspaceStates.json<{ project: string }[]>().map((state) => state.project),
    ).not.toContain(project.id);
  });

  it('makes a lead who is a workspace guest a project guest, not an admin', async () => {
    const response = await call('POST', `${world.base}/projects/`, world.admin.cookie, {
      name: 'Guest led',
      identifier: 'GLED',
      project_lead: world.guest.user.id,
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await ctx.db
      .select()
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.project_id, response.json<Project>().id),
          eq(projectMembers.member_id, world.guest.user.id),
        ),
      );
    expect(lead?.role).toBe(ROLE.guest);
  });

  it('shows workspace guests only the projects they are members of', async () => {
    const open = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
    const listed = await call('GET', `${world.base}/projects/`, world.guest.cookie);
    const ids = listed.json<Project[]>().map((project) => project.id);
    expect(ids).toContain(world.project.id);
    expect(ids).not.toContain(open.id);
  });

  describe('POST …/projects/:projectId/project-views/', () => {
    it("keeps each member's own order of the projects", async () => {
      const first = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
      const second = await createProject(ctx.db, world.workspace, world.admin.user, {
        network: 2,
      });
      await addProjectMember(ctx.db, second, world.member.user, ROLE.guest);
      const url = `${world.base}/projects/${second.id}/project-views/`;
      expect((await call('POST', url, undefined, { sort_order: 1 })).statusCode).toBe(401);
      expect((await call('POST', url, world.outsider.cookie, { sort_order: 1 })).statusCode).toBe(
        403,
      );
      const bad = await call('POST', url, world.member.cookie, { sort_order: 'first' });
      expect(bad.json()).toMatchObject({ error: 'sort_order: sort_order must be a number' });
      expect((await call('POST', url, world.member.cookie, { sort_order: 1 })).statusCode).toBe(
        204,
      );

      const order = async (cookie: string) =>
        (await call('GET', `${world.base}/projects/`, cookie))
          .json<Project[]>()
          .map((project) => project.id)
          .filter((id) => id === first.id || id === second.id);
      expect(await order(world.member.cookie)).toEqual([second.id, first.id]);
      expect(await order(world.admin.cookie)).toEqual([first.id, second.id]);
    });
  });

  describe('GET /api/workspaces/:slug/project-stats/', () => {
    it('counts active members of the projects the caller may see', async () => {
      const url = `${world.base}/project-stats/?project_ids=${world.project.id}`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      const seen = await call('GET', url, world.member.cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual([{ id: world.project.id, total_members: 3 }]);
      const hidden = await call('GET', url, world.outsider.cookie);
      expect(hidden.json()).toEqual([]);
      const bad = await call(
        'GET',
        `${world.base}/project-stats/?project_ids=nope`,
        world.member.cookie,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'project_ids.0: project_ids must be project ids' });
    });
  });
});
