import { ROLE, type RelationListResponse, type SearchIssueResult } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItems, workspaceMembers } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from './test-helpers';

/**
 * The detail, the search and the relations list once decided visibility each in their own words
 * and disagreed: relations ignored a workspace admin's rights and showed other people's drafts.
 * They now all ask the permission kernel (core canSeeWorkItem, the server's visibleWorkItems).
 */
describe('work-item visibility is the same in detail, search and relations', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const relationUrl = (id: string) => `${world.projectUrl}/issues/${id}/issue-relation/`;

  async function relatedIds(id: string, cookie: string) {
    const response = await call('GET', relationUrl(id), cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RelationListResponse>().blocking.map((item) => item.id);
  }

  async function searchIds(text: string, cookie: string) {
    const url = `${world.projectUrl}/search-issues/?search=${text}`;
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchIssueResult[]>().map((hit) => hit.id);
  }

  const detailStatus = async (id: string, cookie: string) =>
    (await call('GET', `${world.projectUrl}/issues/${id}/`, cookie)).statusCode;

  async function setWorkspaceRole(userId: string, role: number) {
    await ctx.db
      .update(workspaceMembers)
      .set({ role })
      .where(
        and(
          eq(workspaceMembers.workspace_id, world.workspace.id),
          eq(workspaceMembers.member_id, userId),
        ),
      );
  }

  it('shows a project guest made workspace admin every item, and no one the drafts of others', async () => {
    // Guests may not create items; this one stands for an item they wrote as a member before.
    const own = await create({ name: 'Guest own vantage' });
    await ctx.db
      .update(workItems)
      .set({ created_by_id: world.guest.user.id })
      .where(eq(workItems.id, own.id));
    const other = await create({ name: 'Member other vantage' });
    const draft = await create({ name: 'Member draft vantage' });
    const relate = await call('POST', relationUrl(own.id), world.member.cookie, {
      relation_type: 'blocking',
      issues: [other.id, draft.id],
    });
    expect(relate.statusCode, relate.body).toBe(201);
    await ctx.db.update(workItems).set({ is_draft: true }).where(eq(workItems.id, draft.id));

    // As a guest of a project that hides other people's items: only their own, everywhere.
    const guest = world.guest.cookie;
    expect(await detailStatus(other.id, guest)).toBe(404);
    expect(await searchIds('vantage', guest)).toEqual([own.id]);
    expect(await relatedIds(own.id, guest)).toEqual([]);

    // Made a workspace admin, they act as an admin of the project: everything but the draft.
    await setWorkspaceRole(world.guest.user.id, ROLE.admin);
    try {
      expect(await detailStatus(other.id, guest)).toBe(200);
      expect(await detailStatus(draft.id, guest)).toBe(404);
      expect((await searchIds('vantage', guest)).sort()).toEqual([own.id, other.id].sort());
      expect(await relatedIds(own.id, guest)).toEqual([other.id]);
    } finally {
      await setWorkspaceRole(world.guest.user.id, ROLE.guest);
    }

    // The draft's author still sees it among the relations.
    expect((await relatedIds(own.id, world.member.cookie)).sort()).toEqual(
      [other.id, draft.id].sort(),
    );
  });
});
