import { ROLE, type V1ProjectMember, type V1UserLite } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMembers } from '#server/db/schema';
import { addWorkspaceMember, createUser } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ project members', () => {
  const ctx = useTestApp();

  async function membershipId(projectId: string, userId: string) {
    const [row] = await ctx.db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.member_id, userId)));
    if (!row) throw new Error('no membership');
    return row.id;
  }

  for (const segment of ['members', 'project-members'])
    it(`lists and reads members as v1 users under ${segment}/`, async () => {
      const team = await v1Team(ctx);
      const base = `${team.projectBase}/${segment}/`;
      const listed = await callV1(ctx, 'GET', base, team.keys.guest);
      expect(listed.statusCode).toBe(200);
      const users = listed.json<V1UserLite[]>();
      expect(users.map((user) => user.id).sort()).toEqual(
        [team.admin.user.id, team.member.user.id, team.guest.user.id].sort(),
      );
      expect(users[0]).toEqual({
        id: expect.any(String) as unknown,
        first_name: expect.any(String) as unknown,
        last_name: expect.any(String) as unknown,
        email: expect.any(String) as unknown,
        avatar: null,
        avatar_url: null,
        display_name: expect.any(String) as unknown,
      });
      const one = `${base}${await membershipId(team.project.id, team.member.user.id)}/`;
      const read = await callV1(ctx, 'GET', one, team.keys.guest);
      expect(read.statusCode).toBe(200);
      expect(read.json<V1UserLite>()).toMatchObject({
        id: team.member.user.id,
        email: team.member.user.email,
      });
      expect(
        (await callV1(ctx, 'GET', `${base}${team.project.id}/`, team.keys.guest)).statusCode,
      ).toBe(404);
      await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
      await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
      expect((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode).toBe(403);
    });

  it('lets project admins add, change and remove members (ProjectMemberSerializer)', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/members/`;
    const body = { member: team.nonMember.user.id, role: ROLE.member };
    expect((await callV1(ctx, 'POST', base, team.keys.member, body)).statusCode).toBe(403);
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    const added = await callV1(ctx, 'POST', base, team.keys.admin, body);
    expect(added.statusCode).toBe(201);
    const membership = added.json<V1ProjectMember>();
    expect(membership).toMatchObject({
      member: team.nonMember.user.id,
      role: ROLE.member,
      project: team.project.id,
      workspace: team.workspace.id,
      is_active: true,
    });
    expect(Object.keys(membership).sort()).toEqual(
      [
        'id',
        'member',
        'role',
        'project',
        'workspace',
        'is_active',
        'created_at',
        'updated_at',
        'created_by',
        'updated_by',
      ].sort(),
    );

    const stranger = await createUser(ctx.db);
    const notInWorkspace = await callV1(ctx, 'POST', base, team.keys.admin, {
      member: stranger.id,
    });
    expect(notInWorkspace.statusCode).toBe(400);
    expect(notInWorkspace.json()).toMatchObject({ field: 'member' });
    const newcomer = await createUser(ctx.db);
    await addWorkspaceMember(ctx.db, team.workspace, newcomer, ROLE.member);
    const byDefault = await callV1(ctx, 'POST', base, team.keys.admin, { member: newcomer.id });
    expect(byDefault.json<V1ProjectMember>().role).toBe(ROLE.guest);

    const one = `${base}${membership.id}/`;
    const alias = `${team.projectBase}/project-members/${membership.id}/`;
    expect((await callV1(ctx, 'PATCH', one, team.keys.member, { role: 5 })).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { role: 5 });
    const changed = await callV1(ctx, 'PATCH', alias, team.keys.admin, { role: ROLE.guest });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<V1ProjectMember>()).toMatchObject({
      id: membership.id,
      role: ROLE.guest,
      updated_by: team.admin.user.id,
    });
    const tooHigh = await callV1(ctx, 'PATCH', one, team.keys.admin, { role: 10 });
    expect(tooHigh.statusCode).toBe(400);

    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    const removed = await callV1(ctx, 'DELETE', one, team.keys.admin);
    expect(removed.statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.admin)).statusCode).toBe(404);
    const lastAdmin = `${base}${await membershipId(team.project.id, team.admin.user.id)}/`;
    expect((await callV1(ctx, 'DELETE', lastAdmin, team.keys.admin)).statusCode).toBe(400);
  });
});
