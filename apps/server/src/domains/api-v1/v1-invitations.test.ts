import type { V1Invitation } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMemberInvites } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ workspace invitations', () => {
  const ctx = useTestApp();

  it('lets admins list, invite, read, change and delete invitations in v1 shape', async () => {
    const team = await v1Team(ctx);
    const base = `${team.workspaceBase}/invitations/`;
    const created = await callV1(ctx, 'POST', base, team.keys.admin, {
      email: 'new.person@example.com',
      role: 15,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = created.json<V1Invitation>();
    expect(invitation).toMatchObject({
      email: 'new.person@example.com',
      role: 15,
      responded_at: null,
      accepted: false,
    });
    expect(Object.keys(invitation).sort()).toEqual([
      'accepted',
      'created_at',
      'email',
      'id',
      'responded_at',
      'role',
      'updated_at',
    ]);
    const again = await callV1(ctx, 'POST', base, team.keys.admin, {
      email: 'NEW.person@example.com',
      role: 5,
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Email already invited');
    for (const bad of [
      { email: 'not an email', role: 5 },
      { email: 'x@example.com', role: 7 },
    ])
      expect((await callV1(ctx, 'POST', base, team.keys.admin, bad)).statusCode).toBe(400);

    const listed = await callV1(ctx, 'GET', base, team.keys.admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([invitation]);
    const one = `${base}${invitation.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.admin)).json()).toEqual(invitation);

    const patched = await callV1(ctx, 'PATCH', one, team.keys.admin, { role: 5 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<V1Invitation>()).toMatchObject({ id: invitation.id, role: 5 });
    const email = await callV1(ctx, 'PATCH', one, team.keys.admin, { email: 'b@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      error: 'Email cannot be updated after invite is created.',
      code: 'EMAIL_CANNOT_BE_UPDATED',
    });

    expect((await callV1(ctx, 'DELETE', one, team.keys.admin)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.admin)).statusCode).toBe(404);
  });

  it('refuses members, guests and strangers, and deleting an answered invitation', async () => {
    const team = await v1Team(ctx);
    const base = `${team.workspaceBase}/invitations/`;
    const created = await callV1(ctx, 'POST', base, team.keys.admin, {
      email: 'answered@example.com',
      role: 5,
    });
    const { id } = created.json<V1Invitation>();
    const one = `${base}${id}/`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, { email: 'a@example.com', role: 5 }],
      ['GET', one, undefined],
      ['PATCH', one, { role: 15 }],
      ['DELETE', one, undefined],
    ] as const) {
      await expectRefusesStrangers(ctx, method, url, team.keys.outsider, payload);
      expect((await callV1(ctx, method, url, team.keys.member, payload)).statusCode).toBe(403);
      expect((await callV1(ctx, method, url, team.keys.guest, payload)).statusCode).toBe(403);
    }
    await ctx.db
      .update(workspaceMemberInvites)
      .set({ accepted: true, responded_at: new Date() })
      .where(eq(workspaceMemberInvites.id, id));
    const refused = await callV1(ctx, 'DELETE', one, team.keys.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Invite already accepted',
      code: 'INVITE_ALREADY_ACCEPTED',
    });
  });
});
