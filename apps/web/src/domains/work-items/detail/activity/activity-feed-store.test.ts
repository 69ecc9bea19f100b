import type { UserLite, WorkItemComment } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '#web/lib/api-client';
import { ActivityFeedStore } from './activity-feed-store';

const me: UserLite = {
  id: 'u1',
  first_name: 'Ada',
  last_name: '',
  display_name: 'ada',
  avatar: null,
  is_bot: false,
};

function saved(id: string, html: string): WorkItemComment {
  return {
    id,
    issue: 'i',
    project: 'p',
    workspace: 'w',
    actor: me.id,
    actor_detail: me,
    comment_html: html,
    comment_stripped: '',
    access: 'INTERNAL',
    edited_at: null,
    comment_reactions: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    created_by: me.id,
    updated_by: me.id,
  };
}

/** A feed whose server answers with the given handler; errors collected in `errors`. */
function feedWith(handler: (method: string, url: string) => { status: number; body?: unknown }) {
  const errors: string[] = [];
  const api = new ApiClient({
    fetch: (url, init) => {
      const { status, body } = handler(init.method ?? 'GET', url);
      return Promise.resolve(
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
    redirect: () => undefined,
  });
  const feed = new ActivityFeedStore({
    api,
    scope: { slug: 's', projectId: 'p', workItemId: 'i' },
    notifyError: (message) => errors.push(message),
  });
  return { feed, errors };
}

describe('ActivityFeedStore', () => {
  it('shows a new comment at once and swaps in the saved one', async () => {
    const { feed } = feedWith((method) =>
      method === 'GET'
        ? { status: 200, body: [] }
        : { status: 201, body: saved('c1', '<p>hi</p>') },
    );
    await feed.load();
    const pending = feed.addComment('<p>hi</p>', me);
    expect(feed.entries).toHaveLength(1);
    expect(feed.isPending(feed.entries[0]?.id ?? '')).toBe(true);
    expect(await pending).toBe(true);
    expect(feed.entries.map((entry) => entry.id)).toEqual(['c1']);
  });

  it('takes a refused comment back and says why', async () => {
    const { feed, errors } = feedWith((method) =>
      method === 'GET'
        ? { status: 200, body: [] }
        : {
            status: 400,
            body: { error: 'comment_html: Comment cannot be empty', code: 'VALIDATION_ERROR' },
          },
    );
    await feed.load();
    expect(await feed.addComment('<p>x</p>', me)).toBe(false);
    expect(feed.entries).toEqual([]);
    expect(errors).toEqual(['comment_html: Comment cannot be empty']);
  });

  it('puts a deleted comment back when the server refuses, and filters by tab', async () => {
    const { feed, errors } = feedWith((method) =>
      method === 'GET'
        ? { status: 200, body: [saved('c1', '<p>a</p>')] }
        : { status: 403, body: { error: 'Not yours', code: 'FORBIDDEN' } },
    );
    await feed.load();
    expect(await feed.deleteComment('c1')).toBe(false);
    expect(feed.entries.map((entry) => entry.id)).toEqual(['c1']);
    expect(errors).toEqual(['Not yours']);
    feed.setFilter('activity');
    expect(feed.visible).toEqual([]);
    feed.setFilter('comments');
    expect(feed.visible).toHaveLength(1);
  });

  it('toggles a comment reaction optimistically and rolls back on refusal', async () => {
    const { feed, errors } = feedWith((method) =>
      method === 'GET'
        ? { status: 200, body: [saved('c1', '<p>a</p>')] }
        : { status: 400, body: { error: 'nope', code: 'VALIDATION_ERROR' } },
    );
    await feed.load();
    const toggling = feed.toggleCommentReaction('c1', '128077', me);
    const comment = feed.entries[0];
    expect(comment && 'comment_reactions' in comment && comment.comment_reactions).toHaveLength(1);
    await toggling;
    const after = feed.entries[0];
    expect(after && 'comment_reactions' in after && after.comment_reactions).toEqual([]);
    expect(errors).toEqual(['nope']);
  });
});
