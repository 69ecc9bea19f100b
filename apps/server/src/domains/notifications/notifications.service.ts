import {
  AppError,
  CursorError,
  INTAKE_STATUS,
  type MarkAllReadBody,
  NOTIFICATION_SENDERS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationData,
  type NotificationListQuery,
  type NotificationPage,
  NotificationDataSchema,
  type UnreadNotificationCounts,
  isUuid,
  parseCursor,
} from '@keel/core';
import { type SQL, and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { intakeItems, notifications } from '#server/db/schema';
import { loadUserLites } from '#server/lib/user-lites';

/** Whose notifications: one person in one workspace. Nobody reads or changes another's. */
export interface NotificationOwner {
  workspaceId: string;
  userId: string;
}

type NotificationRow = typeof notifications.$inferSelect;

const SENDER_OF_TYPE = {
  assigned: NOTIFICATION_SENDERS.assigned,
  created: NOTIFICATION_SENDERS.created,
  subscribed: NOTIFICATION_SENDERS.subscribed,
  watching: NOTIFICATION_SENDERS.subscribed,
} as const;

function mine(owner: NotificationOwner): SQL {
  return sql`(${notifications.workspace_id} = ${owner.workspaceId} and ${notifications.receiver_id} = ${owner.userId})`;
}

function isSnoozed(now: Date): SQL {
  return sql`(${notifications.snoozed_till} is not null and ${notifications.snoozed_till} > ${now.toISOString()})`;
}

function notSnoozed(now: Date): SQL {
  return sql`(${notifications.snoozed_till} is null or ${notifications.snoozed_till} <= ${now.toISOString()})`;
}

function listWhere(owner: NotificationOwner, query: NotificationListQuery, now: Date): SQL {
  const parts: SQL[] = [mine(owner)];
  parts.push(eq(notifications.is_mentioned_notification, query.mentioned === 'true'));
  if (query.type !== undefined && query.type !== 'all') {
    const senders = query.type
      .split(',')
      .map((part) => part.trim())
      .filter((part): part is keyof typeof SENDER_OF_TYPE => part in SENDER_OF_TYPE)
      .map((type) => SENDER_OF_TYPE[type]);
    if (senders.length > 0) parts.push(inArray(notifications.sender, senders));
  }
  if (query.snoozed === 'true') parts.push(isSnoozed(now));
  if (query.snoozed === 'false') parts.push(notSnoozed(now));
  if (query.archived === 'true') parts.push(isNotNull(notifications.archived_at));
  if (query.archived === 'false') parts.push(isNull(notifications.archived_at));
  if (query.read === 'true') parts.push(isNotNull(notifications.read_at));
  if (query.read === 'false') parts.push(isNull(notifications.read_at));
  return sql.join(parts, sql` and `);
}

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

/** Answers rows as Plane's NotificationSerializer: who triggered them, whether in intake. */
async function present(db: Executor, rows: NotificationRow[]): Promise<Notification[]> {
  const people = await loadUserLites(
    db,
    rows.flatMap((row) => (row.triggered_by_id === null ? [] : [row.triggered_by_id])),
  );
  const itemIds = [
    ...new Set(
      rows.flatMap((row) => (row.entity_identifier === null ? [] : [row.entity_identifier])),
    ),
  ];
  const waiting = itemIds.length
    ? await db
        .select({ item: intakeItems.work_item_id })
        .from(intakeItems)
        .where(
          and(
            inArray(intakeItems.work_item_id, itemIds),
            isNull(intakeItems.deleted_at),
            inArray(intakeItems.status, [
              INTAKE_STATUS.pending,
              INTAKE_STATUS.snoozed,
              INTAKE_STATUS.duplicate,
            ]),
          ),
        )
    : [];
  const inIntake = new Set(waiting.map((row) => row.item));
  return rows.map((row) => {
    const parsed = NotificationDataSchema.safeParse(row.data);
    const data: NotificationData = parsed.success
      ? parsed.data
      : {
          issue: {
            id: '',
            name: '',
            identifier: '',
            sequence_id: 0,
            state_name: null,
            state_group: null,
          },
          issue_activity: {
            id: '',
            verb: '',
            field: null,
            actor: null,
            new_value: null,
            old_value: null,
            issue_comment: null,
            old_identifier: null,
            new_identifier: null,
          },
        };
    const isIntake = row.entity_identifier !== null && inIntake.has(row.entity_identifier);
    return {
      id: row.id,
      workspace: row.workspace_id,
      project: row.project_id,
      title: row.title,
      data,
      entity_identifier: row.entity_identifier,
      entity_name: row.entity_name,
      message: row.message ?? null,
      message_html: row.message_html,
      message_stripped: row.message_stripped,
      sender: row.sender,
      receiver: row.receiver_id,
      triggered_by: row.triggered_by_id,
      triggered_by_details:
        row.triggered_by_id === null ? null : (people.get(row.triggered_by_id) ?? null),
      read_at: iso(row.read_at),
      archived_at: iso(row.archived_at),
      snoozed_till: iso(row.snoozed_till),
      is_inbox_issue: isIntake,
      is_intake_issue: isIntake,
      is_mentioned_notification: row.is_mentioned_notification,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      created_by: null,
      updated_by: null,
    };
  });
}

/**
 * The person's notifications in the workspace (Plane's list): mentions only with
 * `mentioned=true`, else none; by type, snoozed, archived and read; snoozed ones first, then
 * newest. A page (spec §9: cursor size:page:offset, 300 by default) only when both per_page and
 * cursor are sent, else every one.
 */
export async function listNotifications(options: {
  db: Database;
  owner: NotificationOwner;
  query: NotificationListQuery;
}): Promise<NotificationPage | Notification[]> {
  const { db, owner, query } = options;
  const now = new Date();
  const where = listWhere(owner, query, now);
  const order = [
    sql`${notifications.snoozed_till} asc nulls last`,
    desc(notifications.created_at),
    desc(notifications.id),
  ];
  if (query.per_page === undefined || query.cursor === undefined) {
    const rows = await db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .limit(5000);
    return present(db, rows);
  }
  let cursor;
  try {
    cursor = parseCursor(query.cursor);
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
  const perPage = Math.min(cursor.perPage, query.per_page, NOTIFICATIONS_PAGE_SIZE);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset(cursor.page * perPage),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const hasNext = (cursor.page + 1) * perPage < total;
  const size = String(perPage);
  return {
    results: await present(db, rows),
    next_cursor: `${size}:${String(cursor.page + 1)}:0`,
    prev_cursor: `${size}:${String(Math.max(cursor.page - 1, 0))}:0`,
    next_page_results: hasNext,
    prev_page_results: cursor.page > 0,
    count: rows.length,
    total_pages: Math.ceil(total / perPage),
    total_results: total,
    extra_stats: null,
  };
}

/** Unread, unarchived, awake notifications: mentions apart from the rest (spec §3). */
export async function unreadCounts(options: {
  db: Executor;
  owner: NotificationOwner;
}): Promise<UnreadNotificationCounts> {
  const { db, owner } = options;
  const rows = await db
    .select({ isMention: notifications.is_mentioned_notification, total: count() })
    .from(notifications)
    .where(
      and(
        mine(owner),
        isNull(notifications.read_at),
        isNull(notifications.archived_at),
        notSnoozed(new Date()),
      ),
    )
    .groupBy(notifications.is_mentioned_notification);
  return {
    total_unread_notifications_count: rows.find((row) => !row.isMention)?.total ?? 0,
    mention_unread_notifications_count: rows.find((row) => row.isMention)?.total ?? 0,
  };
}

/** Changes one of the person's notifications; another's (or a missing one) is 'Not found'. */
async function changeOne(
  db: Database,
  owner: NotificationOwner,
  id: string,
  changes: Partial<Pick<NotificationRow, 'read_at' | 'archived_at' | 'snoozed_till'>>,
): Promise<Notification> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .update(notifications)
    .set({ ...changes, updated_at: new Date() })
    .where(and(mine(owner), eq(notifications.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  const [presented] = await present(db, [row]);
  if (!presented) throw new AppError('NOT_FOUND');
  return presented;
}

export function getNotification(options: {
  db: Database;
  owner: NotificationOwner;
  id: string;
}): Promise<Notification> {
  return changeOne(options.db, options.owner, options.id, {});
}

export function snoozeNotification(options: {
  db: Database;
  owner: NotificationOwner;
  id: string;
  snoozedTill: string | null;
}): Promise<Notification> {
  const until = options.snoozedTill === null ? null : new Date(options.snoozedTill);
  if (until !== null && until.getTime() <= Date.now())
    throw new AppError('VALIDATION_ERROR', {
      message: 'snoozed_till: must be in the future',
      field: 'snoozed_till',
    });
  return changeOne(options.db, options.owner, options.id, { snoozed_till: until });
}

export function markRead(options: {
  db: Database;
  owner: NotificationOwner;
  id: string;
  isRead: boolean;
}): Promise<Notification> {
  return changeOne(options.db, options.owner, options.id, {
    read_at: options.isRead ? new Date() : null,
  });
}

export function archive(options: {
  db: Database;
  owner: NotificationOwner;
  id: string;
  isArchived: boolean;
}): Promise<Notification> {
  return changeOne(options.db, options.owner, options.id, {
    archived_at: options.isArchived ? new Date() : null,
  });
}

export async function deleteNotification(options: {
  db: Database;
  owner: NotificationOwner;
  id: string;
}): Promise<void> {
  if (!isUuid(options.id)) throw new AppError('NOT_FOUND');
  const removed = await options.db
    .delete(notifications)
    .where(and(mine(options.owner), eq(notifications.id, options.id)))
    .returning({ id: notifications.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}

/** Reads every unread notification of the tab shown (its type, snoozed or archived). */
export async function markAllRead(options: {
  db: Database;
  owner: NotificationOwner;
  body: MarkAllReadBody;
}): Promise<{ count: number }> {
  const { db, owner, body } = options;
  const now = new Date();
  const parts: SQL[] = [mine(owner), isNull(notifications.read_at)];
  const type = body.type ?? 'all';
  if (type === 'mentioned') parts.push(eq(notifications.is_mentioned_notification, true));
  else {
    parts.push(eq(notifications.is_mentioned_notification, false));
    if (type !== 'all') parts.push(eq(notifications.sender, SENDER_OF_TYPE[type]));
  }
  parts.push(body.snoozed === true ? isSnoozed(now) : notSnoozed(now));
  parts.push(
    body.archived === true
      ? isNotNull(notifications.archived_at)
      : isNull(notifications.archived_at),
  );
  const updated = await db
    .update(notifications)
    .set({ read_at: now, updated_at: now })
    .where(and(...parts))
    .returning({ id: notifications.id });
  return { count: updated.length };
}
