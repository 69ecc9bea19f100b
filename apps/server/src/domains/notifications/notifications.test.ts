import {
  NOTIFICATION_SENDERS,
  type Notification,
  type NotificationPage,
  type UnreadNotificationCounts,
  type WorkItem,
  userMentionHtml,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, projectMembers, userNotificationPreferences } from '#server/db/schema';
import type { EmailMessage } from '#server/lib/mailer';
import { REMINDER_SENDERS, remindDueDates } from './due-reminders';
import { emailNotifications } from './notification-emails';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { useTestApp } from '#server/test/harness';
import { processNotifications } from './notifications.job';

describe('notifications (users/notifications/ and the notifications job)', () => {
  const ctx = useTestApp();
  const call = caller(ctx);

  async function world() {
    const w = await projectWorld(ctx.db);
    const inbox = `${w.base}/users/notifications/`;
    const issues = `${w.projectUrl}/issues/`;
    const list = async (cookie: string, query = '') => {
      const response = await call('GET', `${inbox}${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Notification[]>();
    };
    const unread = async (cookie: string) =>
      (await call('GET', `${inbox}unread/`, cookie)).json<UnreadNotificationCounts>();
    return { ...w, inbox, issues, list, unread };
  }

  it('makes exactly the expected notifications once the job has run, and only once', async () => {
    const w = await world();
    // The admin makes an item assigned to the member: the member hears of the assignment only
    // after the job runs.
    const created = await call('POST', w.issues, w.admin.cookie, {
      name: 'Ship the release notes',
      assignee_ids: [w.member.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<WorkItem>();
    expect(await w.list(w.member.cookie)).toEqual([]);
    await processNotifications(ctx.db);
    const afterCreate = await w.list(w.member.cookie);
    expect(afterCreate.map((each) => [each.data.issue_activity.field, each.sender])).toEqual([
      [null, NOTIFICATION_SENDERS.assigned],
    ]);
    expect(afterCreate[0]).toMatchObject({
      entity_name: 'issue',
      entity_identifier: item.id,
      receiver: w.member.user.id,
      triggered_by: w.admin.user.id,
      triggered_by_details: { id: w.admin.user.id },
      read_at: null,
      is_mentioned_notification: false,
      data: {
        issue: { id: item.id, name: 'Ship the release notes', sequence_id: item.sequence_id },
      },
    });
    // The actor hears nothing of their own change.
    expect(await w.list(w.admin.cookie)).toEqual([]);

    // The member comments, mentioning the guest: the admin (creator, subscribed) hears of the
    // comment, the guest gets a mention, the member (actor) nothing.
    const commented = await call('POST', `${w.issues}${item.id}/comments/`, w.member.cookie, {
      comment_html: `<p>Over to ${userMentionHtml(w.guest.user.id, 'Guest')}</p>`,
    });
    expect(commented.statusCode, commented.body).toBe(201);
    await processNotifications(ctx.db);
    expect(
      (await w.list(w.admin.cookie)).map((each) => [each.data.issue_activity.field, each.sender]),
    ).toEqual([['comment', NOTIFICATION_SENDERS.created]]);
    const mentions = await w.list(w.guest.cookie, '?mentioned=true');
    expect(mentions.map((each) => [each.sender, each.is_mentioned_notification])).toEqual([
      [NOTIFICATION_SENDERS.mentioned, true],
    ]);
    // Mentions stay out of the plain list (Plane), and count apart.
    expect(await w.list(w.guest.cookie)).toEqual([]);
    expect(await w.unread(w.guest.cookie)).toEqual({
      total_unread_notifications_count: 0,
      mention_unread_notifications_count: 1,
    });
    expect((await w.list(w.member.cookie)).length).toBe(1);

    // A second run finds nothing new.
    expect(await processNotifications(ctx.db)).toEqual({ read: 0, made: 0 });
    const rows = await ctx.db.select().from(notifications);
    expect(rows.filter((row) => row.entity_identifier === item.id)).toHaveLength(3);
  });

  it('leaves out people no longer active in the project', async () => {
    const w = await world();
    const created = await call('POST', w.issues, w.admin.cookie, {
      name: 'Quiet change',
      assignee_ids: [w.member.user.id],
    });
    const item = created.json<WorkItem>();
    await processNotifications(ctx.db);
    await ctx.db
      .update(projectMembers)
      .set({ is_active: false })
      .where(eq(projectMembers.member_id, w.member.user.id));
    await call('PATCH', `${w.issues}${item.id}/`, w.admin.cookie, { priority: 'high' });
    expect(await processNotifications(ctx.db)).toMatchObject({ made: 0 });
  });

  it('reads, unreads, archives, snoozes and marks all read, only one’s own', async () => {
    const w = await world();
    for (const name of ['One', 'Two', 'Three'])
      await call('POST', w.issues, w.admin.cookie, { name, assignee_ids: [w.member.user.id] });
    await processNotifications(ctx.db);
    const [first, second] = await w.list(w.member.cookie);
    expect(await w.unread(w.member.cookie)).toMatchObject({ total_unread_notifications_count: 3 });

    const read = await call('POST', `${w.inbox}${first?.id ?? ''}/read/`, w.member.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Notification>().read_at).not.toBeNull();
    expect(await w.unread(w.member.cookie)).toMatchObject({ total_unread_notifications_count: 2 });
    const unreadAgain = await call('DELETE', `${w.inbox}${first?.id ?? ''}/read/`, w.member.cookie);
    expect(unreadAgain.json<Notification>().read_at).toBeNull();

    const archived = await call('POST', `${w.inbox}${second?.id ?? ''}/archive/`, w.member.cookie);
    expect(archived.json<Notification>().archived_at).not.toBeNull();
    expect((await w.list(w.member.cookie, '?archived=false')).map((n) => n.id)).not.toContain(
      second?.id,
    );
    expect((await w.list(w.member.cookie, '?archived=true')).map((n) => n.id)).toEqual([
      second?.id,
    ]);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const snoozed = await call('PATCH', `${w.inbox}${first?.id ?? ''}/`, w.member.cookie, {
      snoozed_till: tomorrow,
    });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect((await w.list(w.member.cookie, '?snoozed=true')).map((n) => n.id)).toEqual([first?.id]);
    expect(await w.unread(w.member.cookie)).toMatchObject({ total_unread_notifications_count: 1 });

    // Bad input and someone else's notification: refused, nothing changed.
    const past = await call('PATCH', `${w.inbox}${first?.id ?? ''}/`, w.member.cookie, {
      snoozed_till: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'snoozed_till' });
    const nonsense = await call('PATCH', `${w.inbox}${first?.id ?? ''}/`, w.member.cookie, {
      snoozed_till: 'soon',
    });
    expect(nonsense.statusCode).toBe(400);
    expect((await call('GET', `${w.inbox}?type=nope`, w.member.cookie)).statusCode).toBe(400);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', 'read/'],
      ['POST', 'archive/'],
      ['DELETE', ''],
    ] as const)
      expect(
        (await call(method, `${w.inbox}${first?.id ?? ''}/${suffix}`, w.admin.cookie)).statusCode,
      ).toBe(404);
    expect((await call('GET', w.inbox, undefined)).statusCode).toBe(401);
    expect((await call('GET', w.inbox, w.stranger.cookie)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `${w.inbox}mark-all-read/`,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });

    const all = await call('POST', `${w.inbox}mark-all-read/`, w.member.cookie, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ count: 1 });
    expect(await w.unread(w.member.cookie)).toEqual({
      total_unread_notifications_count: 0,
      mention_unread_notifications_count: 0,
    });
    const page = await call('GET', `${w.inbox}?per_page=2&cursor=2:0:0`, w.member.cookie);
    expect(page.json<NotificationPage>()).toMatchObject({ count: 2, total_results: 3 });
  });

  it('emails each person one digest of what their preferences want, once', async () => {
    const w = await world();
    // The member wants no comment emails; the guest keeps the defaults.
    await ctx.db
      .insert(userNotificationPreferences)
      .values({ user_id: w.member.user.id, comment: false });
    const created = await call('POST', w.issues, w.admin.cookie, {
      name: 'Digest me',
      assignee_ids: [w.member.user.id],
    });
    const item = created.json<WorkItem>();
    await call('POST', `${w.issues}${item.id}/comments/`, w.admin.cookie, {
      comment_html: `<p>Hi ${userMentionHtml(w.guest.user.id, 'Guest')}</p>`,
    });
    await processNotifications(ctx.db);
    const sent: EmailMessage[] = [];
    const mailer = {
      send: (message: EmailMessage) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    // Too fresh: the digest waits a minute for the rest of a burst.
    expect(await emailNotifications({ db: ctx.db, mailer, publicUrl: 'https://keel.test' })).toBe(
      0,
    );
    const later = new Date(Date.now() + 5 * 60_000);
    await emailNotifications({ db: ctx.db, mailer, publicUrl: 'https://keel.test', now: later });
    const to = (userEmail: string) => sent.filter((message) => message.to === userEmail);
    expect(to(w.member.user.email)).toHaveLength(1);
    expect(to(w.member.user.email)[0]?.text).toContain('Digest me');
    expect(to(w.member.user.email)[0]?.text).not.toContain('added a comment');
    expect(to(w.member.user.email)[0]?.text).toContain(
      `https://keel.test/${w.workspace.slug}/projects/${w.project.id}/issues/${item.id}`,
    );
    expect(to(w.guest.user.email)).toHaveLength(1);
    expect(to(w.admin.user.email)).toHaveLength(0);
    const count = sent.length;
    await emailNotifications({ db: ctx.db, mailer, publicUrl: 'https://keel.test', now: later });
    expect(sent).toHaveLength(count);
  });

  it('reminds assignees of items due tomorrow and of items that became overdue, once', async () => {
    const w = await world();
    const now = new Date();
    const dayOffset = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const [name, target] of [
      ['Due tomorrow', dayOffset(1)],
      ['Late since yesterday', dayOffset(-1)],
      ['Due next month', dayOffset(30)],
    ] as const)
      expect(
        (
          await call('POST', w.issues, w.admin.cookie, {
            name,
            target_date: target,
            assignee_ids: [w.member.user.id],
          })
        ).statusCode,
      ).toBe(201);
    expect(await remindDueDates(ctx.db, now)).toBe(2);
    expect(await remindDueDates(ctx.db, now)).toBe(0);
    const reminders = (await w.list(w.member.cookie)).filter((each) =>
      each.sender.startsWith('in_app:reminders:'),
    );
    expect(reminders.map((each) => [each.data.issue.name, each.sender]).sort()).toEqual([
      ['Due tomorrow', REMINDER_SENDERS.dueSoon],
      ['Late since yesterday', REMINDER_SENDERS.overdue],
    ]);
  });
});
