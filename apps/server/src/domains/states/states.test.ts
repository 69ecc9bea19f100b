import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, states } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('states', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  describe('GET …/projects/:projectId/states/', () => {
    it('guards access', async () => {
      const url = `${world.projectUrl}/states/`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).json()).toMatchObject({
        code: 'NOT_A_PROJECT_MEMBER',
      });
    });

    it('lists the default states without triage, for guests too', async () => {
      const response = await call('GET', `${world.projectUrl}/states/`, world.guest.cookie);
      expect(response.statusCode).toBe(200);
      const names = response.json<{ name: string }[]>().map((state) => state.name);
      expect(names).toEqual(['Backlog', 'Todo', 'In Progress', 'Done', 'Cancelled']);
      const all = await call(
        'GET',
        `${world.projectUrl}/states/?include_triage=true`,
        world.guest.cookie,
      );
      expect(all.json<unknown[]>().length).toBe(6);
    });
  });

  describe('POST …/states/', () => {
    it('refuses guests', async () => {
      const response = await call('POST', `${world.projectUrl}/states/`, world.guest.cookie, {
        name: 'Review',
        color: '#123456',
        group: 'started',
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a bad group with the field named', async () => {
      const response = await call('POST', `${world.projectUrl}/states/`, world.member.cookie, {
        name: 'Review',
        color: '#123456',
        group: 'triage',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'group: Group must be one of backlog, unstarted, started, completed, cancelled',
        code: 'VALIDATION_ERROR',
        field: 'group',
      });
    });

    it('creates a state at max + 15000 and refuses a duplicate name in any case', async () => {
      const response = await call('POST', `${world.projectUrl}/states/`, world.member.cookie, {
        name: 'In Review',
        color: '#123456',
        group: 'started',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'In Review',
        slug: 'in-review',
        sequence: 80_000,
        default: false,
        // Plane's IState names, read by Plane's clients.
        project_id: world.project.id,
        workspace_id: world.workspace.id,
      });
      const again = await call('POST', `${world.projectUrl}/states/`, world.admin.cookie, {
        name: 'in review',
        color: '#123456',
        group: 'started',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'A state with this name already exists in the project',
        code: 'STATE_NAME_TAKEN',
        field: 'name',
      });
    });
  });

  describe('PATCH, DELETE and mark-default', () => {
    async function stateNamed(name: string) {
      const [row] = await ctx.db
        .select()
        .from(states)
        .where(
          and(
            eq(states.project_id, world.project.id),
            eq(states.name, name),
            isNull(states.deleted_at),
          ),
        );
      if (!row) throw new Error(`no state ${name}`);
      return row;
    }

    it('renames a state as a member, not as a guest', async () => {
      const todo = await stateNamed('Todo');
      const url = `${world.projectUrl}/states/${todo.id}/`;
      expect((await call('PATCH', url, world.guest.cookie, { name: 'To do' })).statusCode).toBe(
        403,
      );
      const response = await call('PATCH', url, world.member.cookie, { name: 'To do' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'To do', slug: 'to-do' });
    });

    it('answers 404 for an unknown state', async () => {
      const url = `${world.projectUrl}/states/00000000-0000-0000-0000-000000000000/`;
      expect((await call('PATCH', url, world.admin.cookie, { name: 'X' })).statusCode).toBe(404);
    });

    it('refuses mark-default to guests', async () => {
      const started = await stateNamed('In Progress');
      const url = `${world.projectUrl}/states/${started.id}/mark-default/`;
      expect((await call('POST', url, world.guest.cookie)).statusCode).toBe(403);
      expect((await call('POST', url)).statusCode).toBe(401);
    });

    it('keeps exactly one default when another is marked', async () => {
      const done = await stateNamed('Done');
      const response = await call(
        'POST',
        `${world.projectUrl}/states/${done.id}/mark-default/`,
        world.member.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: done.id, default: true });
      const defaults = await ctx.db
        .select()
        .from(states)
        .where(and(eq(states.project_id, world.project.id), eq(states.default, true)));
      expect(defaults.map((state) => state.id)).toEqual([done.id]);
      const [project] = await ctx.db
        .select()
        .from(projects)
        .where(eq(projects.id, world.project.id));
      expect(project?.default_state_id).toBe(done.id);
    });

    it('refuses to delete the default state and deletes another', async () => {
      const done = await stateNamed('Done');
      const refused = await call(
        'DELETE',
        `${world.projectUrl}/states/${done.id}/`,
        world.admin.cookie,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'The default state cannot be deleted' });
      const cancelled = await stateNamed('Cancelled');
      const url = `${world.projectUrl}/states/${cancelled.id}/`;
      expect((await call('DELETE', url, world.guest.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', url, world.member.cookie)).statusCode).toBe(204);
      expect((await call('DELETE', url, world.member.cookie)).statusCode).toBe(404);
    });

    it('refuses to delete a state that work items are in', async () => {
      const created = await call('POST', `${world.projectUrl}/states/`, world.member.cookie, {
        name: 'Verifying',
        color: '#3A8BFD',
        group: 'started',
      });
      const done = created.json<{ id: string }>();
      const item = await call('POST', `${world.projectUrl}/issues/`, world.member.cookie, {
        name: 'Being checked',
        state_id: done.id,
      });
      expect(item.statusCode).toBe(201);
      const refused = await call(
        'DELETE',
        `${world.projectUrl}/states/${done.id}/`,
        world.admin.cookie,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'This state still has work items. Move them to another state before deleting it.',
      });
    });
  });

  describe('GET /api/workspaces/:slug/states/', () => {
    it('lists the non-triage states of the caller’s projects only', async () => {
      expect((await call('GET', `${world.base}/states/`)).statusCode).toBe(401);
      expect((await call('GET', `${world.base}/states/`, world.stranger.cookie)).statusCode).toBe(
        403,
      );
      const outsider = await call('GET', `${world.base}/states/`, world.outsider.cookie);
      expect(outsider.json()).toEqual([]);
      const member = await call('GET', `${world.base}/states/`, world.member.cookie);
      const rows = member.json<{ group: string; project: string }[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.group !== 'triage' && row.project === world.project.id)).toBe(
        true,
      );
    });
  });
});
