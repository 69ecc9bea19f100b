import {
  type CommentReaction,
  REACTION_CODE_MESSAGE,
  REACTION_EXISTS_MESSAGE,
  type WorkItemComment,
  type WorkItemReaction,
} from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

const THUMBS_UP = '128077';
const HEART = '10084-65039';

describe('reactions to work items and comments', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail, activityOf } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  const reactionsUrl = (id: string) => `${world.projectUrl}/issues/${id}/reactions/`;
  const commentReactionsUrl = (id: string) => `${world.projectUrl}/comments/${id}/reactions/`;

  async function commentOn(id: string) {
    const response = await call(
      'POST',
      `${world.projectUrl}/issues/${id}/comments/`,
      world.member.cookie,
      { comment_html: '<p>hello</p>' },
    );
    expect(response.statusCode).toBe(201);
    return response.json<WorkItemComment>();
  }

  it('refuses the anonymous, other workspaces, outsiders and cross-site posts', async () => {
    const item = await create({ name: 'Guarded' });
    const posted = await commentOn(item.id);
    for (const url of [reactionsUrl(item.id), commentReactionsUrl(posted.id)]) {
      const body = { reaction: THUMBS_UP };
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', url, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
      const foreign = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
        payload: body,
      });
      expect(foreign.statusCode).toBe(403);
    }
  });

  it('refuses a reaction that is not a code-point string', async () => {
    const item = await create({ name: 'Bad reaction' });
    for (const reaction of ['👍', 'thumbs', '', '12-']) {
      expectRefused(
        await call('POST', reactionsUrl(item.id), world.member.cookie, { reaction }),
        `reaction: ${REACTION_CODE_MESSAGE}`,
        'reaction',
      );
    }
  });

  it('adds one reaction per emoji per person, lists and expands them, removes only one’s own', async () => {
    const item = await create({ name: 'Reacted' });
    const added = await call('POST', reactionsUrl(item.id), world.member.cookie, {
      reaction: THUMBS_UP,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<WorkItemReaction>()).toMatchObject({
      actor: world.member.user.id,
      issue: item.id,
      reaction: THUMBS_UP,
      actor_detail: { id: world.member.user.id },
    });
    expectRefused(
      await call('POST', reactionsUrl(item.id), world.member.cookie, { reaction: THUMBS_UP }),
      `reaction: ${REACTION_EXISTS_MESSAGE}`,
      'reaction',
    );
    expect(
      (await call('POST', reactionsUrl(item.id), world.admin.cookie, { reaction: THUMBS_UP }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', reactionsUrl(item.id), world.member.cookie, { reaction: HEART }))
        .statusCode,
    ).toBe(201);
    const list = await call('GET', reactionsUrl(item.id), world.admin.cookie);
    expect(list.json<WorkItemReaction[]>().map((each) => each.reaction)).toEqual([
      THUMBS_UP,
      THUMBS_UP,
      HEART,
    ]);
    const expanded = await detail(item.id, '?expand=issue_reactions');
    expect(expanded.issue_reactions?.map((each) => each.actor)).toEqual([
      world.member.user.id,
      world.admin.user.id,
      world.member.user.id,
    ]);
    // The admin has no heart to take away; the member's stays.
    expect(
      (await call('DELETE', `${reactionsUrl(item.id)}${HEART}/`, world.admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${reactionsUrl(item.id)}${HEART}/`, world.member.cookie)).statusCode,
    ).toBe(204);
    const after = await call('GET', reactionsUrl(item.id), world.admin.cookie);
    expect(after.json<WorkItemReaction[]>()).toHaveLength(2);
    const activity = (await activityOf(item.id)).filter((row) => row.field === 'reaction');
    expect(activity.map((row) => row.verb)).toEqual(['created', 'created', 'created', 'deleted']);
    // Reactions stay out of the history (Plane).
    const history = await call(
      'GET',
      `${world.projectUrl}/issues/${item.id}/history/`,
      world.admin.cookie,
    );
    expect(history.json<{ field?: string }[]>().some((entry) => entry.field === 'reaction')).toBe(
      false,
    );
  });

  it('reacts to comments the same way, shown in the comment’s reactions', async () => {
    const item = await create({ name: 'Comment reactions' });
    const posted = await commentOn(item.id);
    const url = commentReactionsUrl(posted.id);
    const added = await call('POST', url, world.admin.cookie, { reaction: THUMBS_UP });
    expect(added.statusCode).toBe(201);
    expect(added.json<CommentReaction>()).toMatchObject({
      comment: posted.id,
      reaction: THUMBS_UP,
    });
    expectRefused(
      await call('POST', url, world.admin.cookie, { reaction: THUMBS_UP }),
      `reaction: ${REACTION_EXISTS_MESSAGE}`,
      'reaction',
    );
    const comments = await call(
      'GET',
      `${world.projectUrl}/issues/${item.id}/comments/`,
      world.member.cookie,
    );
    expect(comments.json<WorkItemComment[]>()[0]?.comment_reactions).toMatchObject([
      { actor: world.admin.user.id, reaction: THUMBS_UP },
    ]);
    expect((await call('DELETE', `${url}${THUMBS_UP}/`, world.member.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}${THUMBS_UP}/`, world.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', url, world.member.cookie)).json<CommentReaction[]>()).toEqual([]);
    // A comment id that does not exist here is not found.
    const missing = commentReactionsUrl('00000000-0000-4000-8000-000000000000');
    expect((await call('GET', missing, world.member.cookie)).statusCode).toBe(404);
  });
});
