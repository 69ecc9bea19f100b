import { NotificationDataSchema, parseLanguage } from '@keel/core';
import { and, asc, eq, inArray, lt, not } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { readAllTogether } from '#server/db/executor';
import {
  notifications,
  profiles,
  userNotificationPreferences,
  users,
  workspaces,
} from '#server/db/schema';
import { emailText, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';

/** How long a notification waits before the digest takes it, so that a burst goes in one email. */
export const EMAIL_DIGEST_DELAY_MS = 60_000;

type NotificationRow = typeof notifications.$inferSelect;

interface Preferences {
  property_change: boolean;
  state_change: boolean;
  comment: boolean;
  mention: boolean;
  issue_completed: boolean;
}

const ALL_ON: Preferences = {
  property_change: true,
  state_change: true,
  comment: true,
  mention: true,
  issue_completed: true,
};

/** Whether the person's preferences (spec §7) let this notification reach them by email. */
export function isWantedByEmail(row: NotificationRow, preferences: Preferences): boolean {
  if (row.is_mentioned_notification) return preferences.mention;
  const parsed = NotificationDataSchema.safeParse(row.data);
  const field = parsed.success ? parsed.data.issue_activity.field : null;
  if (field === 'comment') return preferences.comment;
  if (field === 'state') {
    const isDone = parsed.success && parsed.data.issue.state_group === 'completed';
    return isDone
      ? preferences.issue_completed || preferences.state_change
      : preferences.state_change;
  }
  return preferences.property_change;
}

/** One line of the digest: what happened, to which item, and where to open it. */
function line(row: NotificationRow, actor: string, link: string): string {
  const parsed = NotificationDataSchema.safeParse(row.data);
  if (!parsed.success) return `- ${actor}: ${row.title}`;
  const { issue } = parsed.data;
  return `- ${actor} ${row.title} (${issue.identifier}-${String(issue.sequence_id)} ${issue.name})\n  ${link}`;
}

/**
 * The notification emails (spec §7): every notification not yet taken, older than the digest's
 * delay, goes to its receiver in one email per person, grouped by work item, if their
 * preferences want it; the rest are marked taken too. Without SMTP the emails land in the
 * outbox. Rows are locked while read, so several processes never send one twice. Answers how
 * many emails it sent.
 */
export async function emailNotifications(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string | null;
  now?: Date;
}): Promise<number> {
  const { db, mailer } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(
        and(
          not(notifications.is_emailed),
          lt(notifications.created_at, new Date(now.getTime() - EMAIL_DIGEST_DELAY_MS)),
        ),
      )
      .orderBy(asc(notifications.created_at))
      .limit(2000)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const receiverIds = [...new Set(rows.map((row) => row.receiver_id))];
    const actorIds = [
      ...new Set(
        rows.flatMap((row) => (row.triggered_by_id === null ? [] : [row.triggered_by_id])),
      ),
    ];
    const [people, preferences, places] = await readAllTogether(tx, [
      () =>
        tx
          .select({
            id: users.id,
            email: users.email,
            name: users.display_name,
            language: profiles.language,
          })
          .from(users)
          .leftJoin(profiles, eq(profiles.user_id, users.id))
          .where(inArray(users.id, [...new Set([...receiverIds, ...actorIds])])),
      () =>
        tx
          .select()
          .from(userNotificationPreferences)
          .where(inArray(userNotificationPreferences.user_id, receiverIds)),
      () =>
        tx
          .select({ id: workspaces.id, slug: workspaces.slug, name: workspaces.name })
          .from(workspaces)
          .where(inArray(workspaces.id, [...new Set(rows.map((row) => row.workspace_id))])),
    ]);
    const personOf = new Map(
      people.map((person) => [person.id, { ...person, language: parseLanguage(person.language) }]),
    );
    const preferencesOf = new Map(preferences.map((each) => [each.user_id, each]));
    const slugOf = new Map(places.map((place) => [place.id, place.slug]));
    const base = options.publicUrl ?? '';

    let sent = 0;
    for (const receiverId of receiverIds) {
      const receiver = personOf.get(receiverId);
      const wanted = preferencesOf.get(receiverId) ?? ALL_ON;
      const theirs = rows.filter(
        (row) => row.receiver_id === receiverId && isWantedByEmail(row, wanted),
      );
      if (!receiver || theirs.length === 0) continue;
      const byItem = new Map<string, NotificationRow[]>();
      for (const row of theirs) {
        const key = row.entity_identifier ?? row.id;
        byItem.set(key, [...(byItem.get(key) ?? []), row]);
      }
      const lines = [...byItem.values()].flatMap((group) =>
        group.map((row) => {
          const someone = emailText(receiver.language, 'notificationDigest.someone');
          const actor =
            row.triggered_by_id === null
              ? someone
              : (personOf.get(row.triggered_by_id)?.name ?? someone);
          const link = `${base}/${slugOf.get(row.workspace_id) ?? ''}/projects/${row.project_id ?? ''}/issues/${row.entity_identifier ?? ''}`;
          return line(row, actor, link);
        }),
      );
      const email = renderEmail('notificationDigest', receiver.language, {
        name: receiver.name,
        lines: lines.join('\n'),
      });
      await mailer.send({ to: receiver.email, ...email });
      sent += 1;
    }
    await tx
      .update(notifications)
      .set({ is_emailed: true })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );
    return sent;
  });
}
