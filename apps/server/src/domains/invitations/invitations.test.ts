import {
  AcceptInvitationsResponseSchema,
  CreateInvitationsResponseSchema,
  InvitationSchema,
  JoinInvitationResponseSchema,
  ROLE,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMemberInvites, workspaceMembers } from '#server/db/schema';
import {
  addWorkspaceMember,
  createInvitation,
  createUser,
  createWorkspace,
  readOutbox,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('workspace invitations', () => {
  const ctx = useTestApp({ config: { publicUrl: 'http://keel.local:3000' } });

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      headers: { host: 'keel.local:3000', ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  let counter = 0;
  function freshEmail(): string {
    counter += 1;
    return `invitee-${Date.now().toString(36)}-${counter}@example.test`;
  }

  async function team() {
    const admin = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, admin);
    const member = await createUser(ctx.db);
    const guest = await createUser(ctx.db);
    await addWorkspaceMember(ctx.db, workspace, member, ROLE.member);
    await addWorkspaceMember(ctx.db, workspace, guest, ROLE.guest);
    return {
      workspace,
      admin: { user: admin, ...(await signIn(ctx.db, admin.id)) },
      member: { user: member, ...(await signIn(ctx.db, member.id)) },
      guest: { user: guest, ...(await signIn(ctx.db, guest.id)) },
    };
  }

  async function outsider() {
    const user = await createUser(ctx.db);
    await createWorkspace(ctx.db, user);
    return signIn(ctx.db, user.id);
  }

  /** The join link's query parameters from the latest email sent to `email`. */
  async function linkSentTo(email: string): Promise<URL> {
    const messages = (await readOutbox(ctx.config.dataDir)).filter(
      (message) => message.to === email,
    );
    const last = messages.at(-1);
    if (!last) throw new Error(`no email to ${email}`);
    const match = /https?:\/\/\S+/.exec(last.text);
    if (!match) throw new Error('no link in the email');
    return new URL(match[0]);
  }

  describe('POST /api/workspaces/:slug/invitations/', () => {
    it('refuses anonymous callers, outsiders and guests', async () => {
      const { workspace, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/invitations/`;
      const body = { emails: [{ email: freshEmail(), role: ROLE.guest }] };
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      const foreign = await call('POST', url, (await outsider()).cookie, body);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
      expect((await call('POST', url, guest.cookie, body)).statusCode).toBe(403);
    });

    it('refuses a malformed email, naming the field', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: 'not-an-email', role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'emails.0.email: Enter a valid email address',
        code: 'VALIDATION_ERROR',
        field: 'emails.0.email',
      });
    });

    it('refuses an empty list', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'emails: At least one email is required',
        field: 'emails',
      });
    });

    it("refuses a role above the inviter's", async () => {
      const { workspace, member } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email: freshEmail(), role: ROLE.admin }],
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You cannot invite a user with a role higher than your own.',
        code: 'INVITE_ROLE_ABOVE_INVITER',
        field: 'emails',
      });
    });

    it('refuses emails of active members', async () => {
      const { workspace, admin, member } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: member.user.email.toUpperCase(), role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Already a member of this workspace: ${member.user.email}`,
        code: 'INVITEES_ALREADY_MEMBERS',
        params: { emails: member.user.email },
        field: 'emails',
      });
    });

    it('stores hashed tokens, emails a join link, and renews on a second invite', async () => {
      const { workspace, member } = await team();
      const email = freshEmail();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email: ` ${email.toUpperCase()} `, role: ROLE.guest }],
        },
      );
      expect(response.statusCode).toBe(201);
      const body = CreateInvitationsResponseSchema.parse(response.json());
      expect(body.message).toBe('Emails sent successfully');
      expect(body.invitations).toHaveLength(1);
      const [invitation] = body.invitations;
      expect(invitation).toMatchObject({
        email,
        role: ROLE.guest,
        accepted: false,
        responded_at: null,
        workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
        created_by: member.user.id,
      });
      expect(response.body).not.toContain('token');

      const link = await linkSentTo(email);
      expect(`${link.origin}${link.pathname}`).toBe(
        'http://keel.local:3000/workspace-invitations/',
      );
      expect(link.searchParams.get('invitation_id')).toBe(invitation?.id);
      expect(link.searchParams.get('email')).toBe(email);
      expect(link.searchParams.get('slug')).toBe(workspace.slug);
      const token = link.searchParams.get('token') ?? '';
      const [row] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, workspace.id),
            eq(workspaceMemberInvites.email, email),
          ),
        );
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.token_hash).not.toBe(token);

      const again = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email, role: ROLE.member }],
        },
      );
      expect(again.statusCode).toBe(201);
      const renewed = CreateInvitationsResponseSchema.parse(again.json()).invitations[0];
      expect(renewed).toMatchObject({ id: invitation?.id, role: ROLE.member });
      const newToken = (await linkSentTo(email)).searchParams.get('token');
      expect(newToken).not.toBe(token);
    });
  });

  describe('GET /api/workspaces/:slug/invitations/', () => {
    it('refuses anonymous callers, outsiders and guests', async () => {
      const { workspace, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/invitations/`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, (await outsider()).cookie)).statusCode).toBe(403);
      expect((await call('GET', url, guest.cookie)).statusCode).toBe(403);
    });

    it("lists the workspace's invitations only", async () => {
      const { workspace, member } = await team();
      const other = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail(), {
        role: ROLE.member,
      });
      await createInvitation(ctx.db, other.workspace, freshEmail());
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
      );
      expect(response.statusCode).toBe(200);
      const list = InvitationSchema.array().parse(response.json());
      expect(list.map((entry) => entry.id)).toEqual([invitation.id]);
    });
  });

  describe('GET, PATCH and DELETE /api/workspaces/:slug/invitations/:id/', () => {
    it('refuses anonymous callers, outsiders and non-admins', async () => {
      const { workspace, member } = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail());
      const url = `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/`;
      const foreign = (await outsider()).cookie;
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const payload = method === 'PATCH' ? { role: ROLE.member } : undefined;
        expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
        expect((await call(method, url, foreign, payload)).statusCode).toBe(403);
        expect((await call(method, url, member.cookie, payload)).statusCode).toBe(403);
      }
    });

    it("answers 404 for unknown ids and other workspaces' invitations", async () => {
      const { workspace, admin } = await team();
      const other = await team();
      const { invitation } = await createInvitation(ctx.db, other.workspace, freshEmail());
      for (const id of [invitation.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await call(
          'GET',
          `/api/workspaces/${workspace.slug}/invitations/${id}/`,
          admin.cookie,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'Invitation not found',
          code: 'INVITATION_NOT_FOUND',
        });
      }
    });

    it('reads, re-roles and revokes an invitation', async () => {
      const { workspace, admin } = await team();
      const email = freshEmail();
      const { invitation } = await createInvitation(ctx.db, workspace, email);
      const url = `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/`;
      const read = await call('GET', url, admin.cookie);
      expect(read.statusCode).toBe(200);
      expect(InvitationSchema.parse(read.json())).toMatchObject({
        id: invitation.id,
        email,
        role: ROLE.guest,
      });

      const bad = await call('PATCH', url, admin.cookie, { role: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'role' });

      const changed = await call('PATCH', url, admin.cookie, { role: ROLE.admin });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ role: ROLE.admin });

      expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(204);
      expect((await call('GET', url, admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('GET and POST /api/users/me/workspaces/invitations/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/workspaces/invitations/')).statusCode).toBe(401);
      expect(
        (
          await call('POST', '/api/users/me/workspaces/invitations/', undefined, {
            invitations: [],
          })
        ).statusCode,
      ).toBe(401);
    });

    it("lists the caller's pending invitations with their workspace", async () => {
      const { workspace } = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      const { invitation } = await createInvitation(
        ctx.db,
        workspace,
        invitee.email.toUpperCase(),
        {
          role: ROLE.member,
        },
      );
      await createInvitation(ctx.db, workspace, freshEmail());
      const { cookie } = await signIn(ctx.db, invitee.id);
      const response = await call('GET', '/api/users/me/workspaces/invitations/', cookie);
      expect(response.statusCode).toBe(200);
      const list = InvitationSchema.array().parse(response.json());
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: invitation.id,
        role: ROLE.member,
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
      });
    });

    it("refuses someone else's invitation and a malformed id", async () => {
      const { workspace } = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail());
      const intruder = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, intruder.id);
      const refused = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: [invitation.id],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: 'Invitation not found',
        code: 'INVITATION_NOT_FOUND',
        field: 'invitations',
      });
      const malformed = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: ['nope'],
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ field: 'invitations.0' });
      const members = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, intruder.id),
          ),
        );
      expect(members).toEqual([]);
    });

    it('accepts invitations: a new membership, and a reactivated one', async () => {
      const first = await team();
      const second = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      await addWorkspaceMember(ctx.db, second.workspace, invitee, ROLE.guest, { isActive: false });
      const a = await createInvitation(ctx.db, first.workspace, invitee.email, {
        role: ROLE.member,
      });
      const b = await createInvitation(ctx.db, second.workspace, invitee.email, {
        role: ROLE.admin,
      });
      const { cookie } = await signIn(ctx.db, invitee.id);

      const response = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: [a.invitation.id, b.invitation.id],
      });
      expect(response.statusCode).toBe(200);
      const body = AcceptInvitationsResponseSchema.parse(response.json());
      expect(body.workspaces.map((workspace) => workspace.slug).sort()).toEqual(
        [first.workspace.slug, second.workspace.slug].sort(),
      );
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.member_id, invitee.id));
      expect(
        memberships
          .map((membership) => [membership.workspace_id, membership.role, membership.is_active])
          .sort(),
      ).toEqual(
        [
          [first.workspace.id, ROLE.member, true],
          [second.workspace.id, ROLE.admin, true],
        ].sort(),
      );
      const [invite] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, first.workspace.id),
            eq(workspaceMemberInvites.id, a.invitation.id),
          ),
        );
      expect(invite?.accepted).toBe(true);
      expect(invite?.responded_at).toBeInstanceOf(Date);
      const pending = await call('GET', '/api/users/me/workspaces/invitations/', cookie);
      expect(pending.json()).toEqual([]);
      expect(
        (await call('GET', `/api/workspaces/${first.workspace.slug}/`, cookie)).statusCode,
      ).toBe(200);
    });
  });

  describe('POST /api/workspaces/:slug/invitations/:id/join/', () => {
    async function invited() {
      const { workspace, admin } = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: invitee.email, role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(201);
      const link = await linkSentTo(invitee.email);
      return {
        workspace,
        invitee,
        id: link.searchParams.get('invitation_id') ?? '',
        token: link.searchParams.get('token') ?? '',
      };
    }

    it('shows the invitation behind a link without a session', async () => {
      const { workspace, invitee, id } = await invited();
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        email: invitee.email,
        role: ROLE.member,
        accepted: false,
        responded_at: null,
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
      });
      const other = await team();
      const elsewhere = await call(
        'GET',
        `/api/workspaces/${other.workspace.slug}/invitations/${id}/join/`,
      );
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({
        error: 'Invitation not found',
        code: 'INVITATION_NOT_FOUND',
      });
    });

    it('joins from the emailed link without a session', async () => {
      const { workspace, invitee, id, token } = await invited();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(JoinInvitationResponseSchema.parse(response.json())).toEqual({
        message: 'Workspace invitation accepted',
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
        is_member: true,
      });
      const { cookie } = await signIn(ctx.db, invitee.id);
      const me = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/workspace-members/me/`,
        cookie,
      );
      expect(me.json()).toMatchObject({ role: ROLE.member });

      const twice = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({
        error: 'You have already responded to the invitation request.',
        code: 'INVITATION_ALREADY_ANSWERED',
      });
    });

    it('refuses a wrong token or another email', async () => {
      const { workspace, invitee, id, token } = await invited();
      const url = `/api/workspaces/${workspace.slug}/invitations/${id}/join/`;
      const wrongToken = await call('POST', url, undefined, {
        accepted: true,
        email: invitee.email,
        token: 'x',
      });
      expect(wrongToken.statusCode).toBe(403);
      expect(wrongToken.json()).toEqual({
        error: 'This invitation link is not valid.',
        code: 'INVITATION_LINK_INVALID',
      });
      const intruder = await createUser(ctx.db, { email: freshEmail() });
      const wrongEmail = await call('POST', url, undefined, {
        accepted: true,
        email: intruder.email,
        token,
      });
      expect(wrongEmail.statusCode).toBe(403);
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, intruder.id),
          ),
        );
      expect(memberships).toEqual([]);
    });

    it('refuses a missing token and answers unknown workspaces and invitations with 404', async () => {
      const { workspace, invitee, id, token } = await invited();
      const missing = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token: '',
        },
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'token' });
      const unknownWorkspace = await call(
        'POST',
        `/api/workspaces/nowhere-at-all/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(unknownWorkspace.statusCode).toBe(404);
      expect(unknownWorkspace.json()).toEqual({
        error: 'Workspace not found',
        code: 'WORKSPACE_NOT_FOUND',
      });
      const other = await team();
      const elsewhere = await call(
        'POST',
        `/api/workspaces/${other.workspace.slug}/invitations/${id}/join/`,
        undefined,
        { accepted: true, email: invitee.email, token },
      );
      expect(elsewhere.statusCode).toBe(404);
    });

    it('records a declined invitation without a membership', async () => {
      const { workspace, invitee, id, token } = await invited();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: false,
          email: invitee.email,
          token,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Workspace invitation was declined',
        is_member: false,
      });
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, invitee.id),
          ),
        );
      expect(memberships).toEqual([]);
    });

    it('keeps the invitation pending when the email has no account yet', async () => {
      const { workspace } = await team();
      const email = freshEmail();
      const { invitation, token } = await createInvitation(ctx.db, workspace, email);
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/join/`,
        undefined,
        { accepted: true, email, token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: `Sign up with ${email} to join the workspace`,
        is_member: false,
      });
      const [row] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, workspace.id),
            eq(workspaceMemberInvites.id, invitation.id),
          ),
        );
      expect(row).toMatchObject({ accepted: false, responded_at: null });
    });
  });
});
