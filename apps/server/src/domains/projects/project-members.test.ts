import { type ProjectMember, ROLE } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, addWorkspaceMember } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from './project-test-world';

describe('project members', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  it('lists members for guests and refuses outsiders', async () => {
    const url = `${world.projectUrl}/members/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    const response = await call('GET', url, world.guest.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });

  it('answers me', async () => {
    const response = await call(
      'GET',
      `${world.projectUrl}/project-members/me/`,
      world.guest.cookie,
    );
    expect(response.json()).toMatchObject({
      role: ROLE.guest,
      member: world.guest.user.id,
      member_detail: { id: world.guest.user.id },
    });
  });

  it('adds workspace members, never above their workspace role', async () => {
    const url = `${world.projectUrl}/members/`;
    const body = { members: [{ member_id: world.outsider.user.id, role: ROLE.member }] };
    expect((await call('POST', url, world.member.cookie, body)).statusCode).toBe(403);
    const wsGuest = await createUser(ctx.db);
    await addWorkspaceMember(ctx.db, world.workspace, wsGuest, ROLE.guest);
    const tooHigh = await call('POST', url, world.admin.cookie, {
      members: [{ member_id: wsGuest.id, role: ROLE.member }],
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({
      error: "members.0.role: The role cannot be above the member's workspace role",
      code: 'VALIDATION_ERROR',
      field: 'members.0.role',
    });
    const notMember = await call('POST', url, world.admin.cookie, {
      members: [{ member_id: world.stranger.user.id, role: ROLE.guest }],
    });
    expect(notMember.json()).toMatchObject({ field: 'members.0.member_id' });
    const added = await call('POST', url, world.admin.cookie, body);
    expect(added.statusCode).toBe(201);
    expect(added.json<ProjectMember[]>()[0]).toMatchObject({
      role: ROLE.member,
      member: world.outsider.user.id,
    });
  });

  it('changes roles keeping original_role, and protects the last admin', async () => {
    const listed = await call('GET', `${world.projectUrl}/members/`, world.admin.cookie);
    const list = listed.json<ProjectMember[]>();
    const memberRow = list.find((row) => row.member === world.member.user.id);
    const adminRow = list.find((row) => row.member === world.admin.user.id);
    const changed = await call(
      'PATCH',
      `${world.projectUrl}/members/${memberRow?.id}/`,
      world.admin.cookie,
      {
        role: ROLE.guest,
      },
    );
    expect(changed.json()).toMatchObject({ role: ROLE.guest, original_role: ROLE.guest });
    const demote = await call(
      'PATCH',
      `${world.projectUrl}/members/${adminRow?.id}/`,
      world.admin.cookie,
      {
        role: ROLE.member,
      },
    );
    expect(demote.statusCode).toBe(400);
    const remove = await call(
      'DELETE',
      `${world.projectUrl}/members/${adminRow?.id}/`,
      world.admin.cookie,
    );
    expect(remove.statusCode).toBe(400);
    const unknown = await call(
      'DELETE',
      `${world.projectUrl}/members/00000000-0000-0000-0000-000000000000/`,
      world.admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Member not found' });
    expect(
      (await call('DELETE', `${world.projectUrl}/members/${memberRow?.id}/`, world.admin.cookie))
        .statusCode,
    ).toBe(204);
  });
});
