import { type Project, ROLE } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, states } from '#server/db/schema';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from './project-test-world';

describe('projects', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  describe('POST /api/workspaces/:slug/projects/', () => {
    it('guards access', async () => {
      const url = `${world.base}/projects/`;
      const body = { name: 'Web', identifier: 'WEB' };
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', url, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('POST', url, world.guest.cookie, body)).statusCode).toBe(403);
    });

    it.each([
      ['', 'identifier: Project identifier is required'],
      ['ABCDEFGHIJKLM', 'identifier: Project identifier must be at most 12 characters'],
      ['WEB-1', 'identifier: Project identifier can only contain letters and numbers'],
    ])('refuses the identifier %j', async (identifier, message) => {
      const response = await call('POST', `${world.base}/projects/`, world.member.cookie, {
        name: 'Anything',
        identifier,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_ERROR',
        field: 'identifier',
      });
    });

    it.each([
      [
        'a 256-character name',
        { name: 'N'.repeat(256) },
        'name',
        'name: Project name must be at most 255 characters',
      ],
      [
        'the cover "notaurl"',
        { cover_image: 'notaurl' },
        'cover_image',
        'cover_image: Cover image must be a web address starting with http:// or https://',
      ],
      [
        'a javascript: cover',
        { cover_image: 'javascript:alert(1)' },
        'cover_image',
        'cover_image: Cover image must be a web address starting with http:// or https://',
      ],
    ])('refuses %s naming the field, on create and on edit', async (_, fields, field, message) => {
      const created = await call('POST', `${world.base}/projects/`, world.member.cookie, {
        name: 'Covered',
        identifier: 'COV',
        ...fields,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
      const edited = await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, fields);
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
    });

    it('takes a web address or an uploaded image as the cover, and empty as none', async () => {
      const url = `${world.projectUrl}/`;
      for (const [sent, kept] of [
        ['https://images.example.com/cover.jpg', 'https://images.example.com/cover.jpg'],
        [
          '/api/assets/v2/static/4f0c1d8e-2b7a-4c55-9a0e-6f1d2c3b4a59/',
          '/api/assets/v2/static/4f0c1d8e-2b7a-4c55-9a0e-6f1d2c3b4a59/',
        ],
        ['', null],
      ] as const) {
        const response = await call('PATCH', url, world.admin.cookie, { cover_image: sent });
        expect(response.statusCode).toBe(200);
        expect(response.json<Project>().cover_image).toBe(kept);
      }
    });

    it('creates the project with admins, default states and a default state', async () => {
      const response = await call('POST', `${world.base}/projects/`, world.member.cookie, {
        name: 'Website',
        identifier: ' web ',
        network: 0,
        project_lead: world.outsider.user.id,
        archive_in: 3,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<Project>();
      expect(body).toMatchObject({
        name: 'Website',
        identifier: 'WEB',
        network: 0,
        archive_in: 3,
        member_role: ROLE.admin,
        is_favorite: false,
        is_time_tracking_enabled: false,
      });
      const members = await ctx.db
        .select()
        .from(projectMembers)
        .where(eq(projectMembers.project_id, body.id));
      expect(members.map((row) => [row.member_id, row.role]).sort()).toEqual(
        [
          [world.member.user.id, ROLE.admin],
          [world.outsider.user.id, ROLE.admin],
        ].sort(),
      );
      const created = await ctx.db.select().from(states).where(eq(states.project_id, body.id));
      expect(created).toHaveLength(6);
      const backlog = created.find((state) => state.default);
      expect(backlog?.name).toBe('Backlog');
      expect(body.default_state).toBe(backlog?.id);
    });

    it('refuses an identifier taken by a live project, and frees it on delete', async () => {
      const taken = await call('POST', `${world.base}/projects/`, world.admin.cookie, {
        name: 'Other',
        identifier: 'Web',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'The project identifier is already taken',
        code: 'PROJECT_IDENTIFIER_TAKEN',
        field: 'identifier',
      });
      const check = await call(
        'GET',
        `${world.base}/project-identifiers/?name=web`,
        world.guest.cookie,
      );
      expect(check.json()).toEqual({ exists: 1, identifiers: ['WEB'] });
      const [web] = await ctx.db
        .select()
        .from(projects)
        .where(and(eq(projects.workspace_id, world.workspace.id), eq(projects.identifier, 'WEB')));
      const deleted = await call(
        'DELETE',
        `${world.base}/projects/${web?.id}/`,
        world.admin.cookie,
      );
      expect(deleted.statusCode).toBe(204);
      const free = await call(
        'GET',
        `${world.base}/project-identifiers/?name=WEB`,
        world.guest.cookie,
      );
      expect(free.json()).toEqual({ exists: 0, identifiers: [] });
    });
  });

  describe('GET /api/workspaces/:slug/projects/', () => {
    it('lists public projects and the secret ones the caller is a member of', async () => {
      const open = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
      const outsider = await call('GET', `${world.base}/projects/`, world.outsider.cookie);
      expect(outsider.statusCode).toBe(200);
      const ids = outsider.json<{ id: string; member_role: number | null }[]>().map((p) => p.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(world.project.id);
      const guest = await call('GET', `${world.base}/projects/`, world.guest.cookie);
      const mine = guest
        .json<{ id: string; member_role: number | null }[]>()
        .find((p) => p.id === world.project.id);
      expect(mine?.member_role).toBe(ROLE.guest);
      expect((await call('GET', `${world.base}/projects/`)).statusCode).toBe(401);
      expect((await call('GET', `${world.base}/projects/`, world.stranger.cookie)).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET/PATCH/DELETE …/projects/:projectId/', () => {
    it('lets guests read and refuses non-members', async () => {
      expect((await call('GET', `${world.projectUrl}/`, world.guest.cookie)).statusCode).toBe(200);
      expect((await call('GET', `${world.projectUrl}/`, world.outsider.cookie)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `${world.projectUrl}/`)).statusCode).toBe(401);
    });

    it('lets only admins edit, with months limited to 0–12', async () => {
      const url = `${world.projectUrl}/`;
      expect(
        (await call('PATCH', url, world.member.cookie, { cycle_view: false })).statusCode,
      ).toBe(403);
      const bad = await call('PATCH', url, world.admin.cookie, { close_in: 13 });
      expect(bad.json()).toEqual({
        error: 'close_in: Must be between 0 and 12 months',
        code: 'VALIDATION_ERROR',
        field: 'close_in',
      });
      const ok = await call('PATCH', url, world.admin.cookie, {
        cycle_view: false,
        is_time_tracking_enabled: true,
        timezone: 'Europe/Paris',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        cycle_view: false,
        is_time_tracking_enabled: true,
        timezone: 'Europe/Paris',
      });
    });

    it('takes Plane’s newer intake_view as inbox_view, and answers both', async () => {
      const url = `${world.projectUrl}/`;
      const on = await call('PATCH', url, world.admin.cookie, { intake_view: true });
      expect(on.json()).toMatchObject({ inbox_view: true, intake_view: true });
      // inbox_view wins when both are sent.
      const both = await call('PATCH', url, world.admin.cookie, {
        intake_view: true,
        inbox_view: false,
      });
      expect(both.json()).toMatchObject({ inbox_view: false, intake_view: false });
      const bad = await call('PATCH', url, world.admin.cookie, { intake_view: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field: string }>().field).toBe('intake_view');
    });

    it('archives, refuses edits while archived, and restores', async () => {
      const archived = await call('POST', `${world.projectUrl}/archive/`, world.admin.cookie);
      expect(archived.statusCode).toBe(200);
      expect(archived.json<Project>().archived_at).not.toBeNull();
      const refused = await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, {
        name: 'X',
      });
      expect(refused.json()).toMatchObject({ error: 'Archived projects cannot be edited' });
      expect(
        (await call('POST', `${world.projectUrl}/archive/`, world.member.cookie)).statusCode,
      ).toBe(403);
      const restored = await call('DELETE', `${world.projectUrl}/archive/`, world.admin.cookie);
      expect(restored.json<Project>().archived_at).toBeNull();
    });

    it('refuses deletion by a project member', async () => {
      expect((await call('DELETE', `${world.projectUrl}/`, world.member.cookie)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `${world.projectUrl}/`, world.outsider.cookie)).statusCode).toBe(
        404,
      );
    });
  });

  it('lets a workspace admin who is not a project member delete a project', async () => {
    const other = await createProject(ctx.db, world.workspace, world.member.user, { network: 0 });
    const url = `${world.base}/projects/${other.id}/`;
    expect((await call('DELETE', url, world.guest.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, world.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', url, world.member.cookie)).statusCode).toBe(404);
  });

  describe('favorites, join and leave', () => {
    it('favorites and unfavorites a project', async () => {
      const favorite = await call(
        'POST',
        `${world.base}/user-favorite-projects/`,
        world.guest.cookie,
        {
          project: world.project.id,
        },
      );
      expect(favorite.statusCode).toBe(201);
      expect(favorite.json<Project>().is_favorite).toBe(true);
      const secret = await call(
        'POST',
        `${world.base}/user-favorite-projects/`,
        world.outsider.cookie,
        {
          project: world.project.id,
        },
      );
      expect(secret.statusCode).toBe(404);
      const removed = await call(
        'DELETE',
        `${world.base}/user-favorite-projects/${world.project.id}/`,
        world.guest.cookie,
      );
      expect(removed.statusCode).toBe(204);
    });

    it('joins public projects with the workspace role and refuses secret ones', async () => {
      const open = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
      const secret = await call('POST', `${world.base}/projects/join/`, world.outsider.cookie, {
        project_ids: [world.project.id],
      });
      expect(secret.statusCode).toBe(404);
      const joined = await call('POST', `${world.base}/projects/join/`, world.outsider.cookie, {
        project_ids: [open.id],
      });
      expect(joined.statusCode).toBe(200);
      expect(joined.json<Project[]>()[0]).toMatchObject({ id: open.id, member_role: ROLE.member });
      const leave = await call(
        'POST',
        `${world.base}/projects/${open.id}/members/leave/`,
        world.outsider.cookie,
      );
      expect(leave.statusCode).toBe(204);
      const lastAdmin = await call(
        'POST',
        `${world.base}/projects/${open.id}/members/leave/`,
        world.admin.cookie,
      );
      expect(lastAdmin.statusCode).toBe(400);
      expect(lastAdmin.json()).toMatchObject({
        error:
          'You cannot leave the project as its only admin. Make another member an admin first.',
      });
    });
  });
});
