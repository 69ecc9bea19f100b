import type { V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labels, states } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, v1Team } from './v1-test-kit';

interface Page {
  results: Partial<V1WorkItem>[];
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_pages: number;
  total_results: number;
}

describe('/api/v1/ work-item list', () => {
  const ctx = useTestApp();

  async function seeded() {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/issues/`;
    const [label] = await ctx.db
      .insert(labels)
      .values({
        workspace_id: team.workspace.id,
        project_id: team.project.id,
        name: 'api',
        color: '#00ff00',
      })
      .returning();
    const ids: string[] = [];
    for (const [index, priority] of (
      ['low', 'urgent', 'none', 'high', 'medium'] as const
    ).entries()) {
      const response = await callV1(ctx, 'POST', base, team.keys.member, {
        name: `Item ${String(index)}`,
        priority,
        ...(index === 0 && label ? { labels: [label.id], assignees: [team.member.user.id] } : {}),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<V1WorkItem>().id);
    }
    return { team, base, ids, label };
  }

  it('pages by cursor in Plane’s envelope, newest first by default', async () => {
    const { team, base, ids } = await seeded();
    const first = await callV1(ctx, 'GET', `${base}?per_page=2`, team.keys.member);
    expect(first.statusCode).toBe(200);
    const page = first.json<Page>();
    expect(page).toMatchObject({
      count: 2,
      total_results: 5,
      total_pages: 3,
      next_cursor: '2:1:0',
      next_page_results: true,
      prev_page_results: false,
    });
    expect(page.results.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    const seen = [...page.results];
    let cursor: string | null = page.next_cursor;
    while (cursor) {
      const next: Page = (
        await callV1(ctx, 'GET', `${base}?cursor=${cursor}`, team.keys.member)
      ).json<Page>();
      seen.push(...next.results);
      cursor = next.next_page_results ? next.next_cursor : null;
    }
    expect(seen.map((item) => item.id)).toEqual([...ids].reverse());
    const bad = await callV1(ctx, 'GET', `${base}?cursor=nope`, team.keys.member);
    expect(bad.statusCode).toBe(400);
  });

  it('orders by priority, name-free special sorts and falls back on unknown order_by', async () => {
    const { team, base } = await seeded();
    const byPriority = (
      await callV1(ctx, 'GET', `${base}?order_by=-priority`, team.keys.member)
    ).json<Page>();
    expect(byPriority.results.map((item) => item.priority)).toEqual([
      'urgent',
      'high',
      'medium',
      'low',
      'none',
    ]);
    const byLabels = (
      await callV1(ctx, 'GET', `${base}?order_by=labels__name`, team.keys.member)
    ).json<Page>();
    expect(byLabels.results[0]?.name).toBe('Item 0');
    const byAssignees = (
      await callV1(ctx, 'GET', `${base}?order_by=assignees__first_name`, team.keys.member)
    ).json<Page>();
    expect(byAssignees.results[0]?.name).toBe('Item 0');
    const byState = await callV1(ctx, 'GET', `${base}?order_by=state__name`, team.keys.member);
    expect(byState.statusCode).toBe(200);
    const unknown = await callV1(ctx, 'GET', `${base}?order_by=password`, team.keys.member);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<Page>().results[0]?.name).toBe('Item 4');
  });

  it('expands state, assignees, labels and project, and answers only the fields asked for', async () => {
    const { team, base, ids, label } = await seeded();
    const expanded = (
      await callV1(
        ctx,
        'GET',
        `${base}${String(ids[0])}/?expand=state,assignees,labels,project`,
        team.keys.member,
      )
    ).json<V1WorkItem>();
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(eq(states.project_id, team.project.id));
    expect(state).toBeDefined();
    expect(typeof expanded.state === 'object' && expanded.state !== null).toBe(true);
    expect(Object.keys(expanded.state ?? {}).sort()).toEqual(['color', 'group', 'id', 'name']);
    expect(expanded.assignees).toEqual([
      expect.objectContaining({ id: team.member.user.id, email: team.member.user.email }),
    ]);
    expect(expanded.labels).toEqual([
      expect.objectContaining({ id: label?.id, name: 'api', project: team.project.id }),
    ]);
    expect(expanded.project).toMatchObject({
      id: team.project.id,
      identifier: team.project.identifier,
    });

    const listed = (
      await callV1(ctx, 'GET', `${base}?fields=id,name,labels&expand=labels`, team.keys.member)
    ).json<Page>();
    for (const item of listed.results)
      expect(Object.keys(item).sort()).toEqual(['id', 'labels', 'name']);
    const one = listed.results.find((item) => item.id === ids[0]);
    expect(one?.labels).toEqual([expect.objectContaining({ name: 'api' })]);
  });

  it('refuses the list to callers outside the project', async () => {
    const { team, base } = await seeded();
    expect((await callV1(ctx, 'GET', base, null)).statusCode).toBe(401);
    expect((await callV1(ctx, 'GET', base, team.keys.outsider)).statusCode).toBe(403);
    // Guests of a project that hides other people's items see none of them.
    const guest = (await callV1(ctx, 'GET', base, team.keys.guest)).json<Page>();
    expect(guest.total_results).toBe(team.project.guest_view_all_features ? 5 : 0);
  });
});
