import { z } from 'zod';
import { planePageSchema } from './pagination-wire';
import { NOTIFICATIONS_PAGE_SIZE } from './constants';
import { UserLiteSchema } from './work-item-reactions-wire';

/** `data` of a work-item notification (Plane's payload): the item and the activity. */
export const NotificationDataSchema = z.object({
  issue: z.object({
    id: z.string(),
    name: z.string(),
    identifier: z.string(),
    sequence_id: z.number(),
    state_name: z.string().nullable(),
    state_group: z.string().nullable(),
  }),
  issue_activity: z.object({
    id: z.string(),
    verb: z.string(),
    field: z.string().nullable(),
    actor: z.string().nullable(),
    new_value: z.string().nullable(),
    old_value: z.string().nullable(),
    issue_comment: z.string().nullable(),
    old_identifier: z.string().nullable(),
    new_identifier: z.string().nullable(),
  }),
});
export type NotificationData = z.infer<typeof NotificationDataSchema>;

/** One notification as Plane's NotificationSerializer answers it (spec §3). */
export const NotificationSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  project: z.string().nullable(),
  title: z.string(),
  data: NotificationDataSchema,
  entity_identifier: z.string().nullable(),
  entity_name: z.string(),
  message: z.record(z.string(), z.unknown()).nullable(),
  message_html: z.string(),
  message_stripped: z.string().nullable(),
  sender: z.string(),
  receiver: z.string(),
  triggered_by: z.string().nullable(),
  triggered_by_details: UserLiteSchema.nullable(),
  read_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  snoozed_till: z.string().nullable(),
  is_inbox_issue: z.boolean(),
  is_intake_issue: z.boolean(),
  is_mentioned_notification: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const BooleanText = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false` }).optional();

export const NOTIFICATION_TYPES = ['assigned', 'created', 'subscribed'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `GET …/users/notifications/`: Plane's filters; paginated only when per_page and cursor come. */
export const NotificationListQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .max(60, 'type is too long')
    .refine(
      (raw) =>
        raw === 'all' ||
        raw
          .split(',')
          .filter((part) => part.trim() !== '')
          .every((part) => (NOTIFICATION_TYPES as readonly string[]).includes(part.trim())),
      `type must be all or a comma-separated list of ${NOTIFICATION_TYPES.join(', ')}`,
    )
    .optional(),
  snoozed: BooleanText('snoozed'),
  archived: BooleanText('archived'),
  read: BooleanText('read'),
  mentioned: BooleanText('mentioned'),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(NOTIFICATIONS_PAGE_SIZE, `per_page must be at most ${String(NOTIFICATIONS_PAGE_SIZE)}`)
    .optional(),
  cursor: z.string().trim().max(40, 'cursor is too long').optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** A page of notifications (Plane's paginator). */
export const NotificationPageSchema = planePageSchema(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** The list answers a page when asked for one, else every notification (Plane). */
export const NotificationListSchema = z.union([
  NotificationPageSchema,
  z.array(NotificationSchema),
]);

/** `GET …/users/notifications/unread/` (spec §3: unread counts). */
export const UnreadNotificationCountsSchema = z.object({
  total_unread_notifications_count: z.number(),
  mention_unread_notifications_count: z.number(),
});
export type UnreadNotificationCounts = z.infer<typeof UnreadNotificationCountsSchema>;

/** `PATCH …/users/notifications/{id}/`: only the snooze changes (Plane). */
export const UpdateNotificationBodySchema = z.object({
  snoozed_till: z.iso
    .datetime({ offset: true, error: 'snoozed_till must be a date and time' })
    .nullable(),
});
export type UpdateNotificationBody = z.infer<typeof UpdateNotificationBodySchema>;

/** `POST …/users/notifications/mark-all-read/`: the tab whose notifications are all read. */
export const MarkAllReadBodySchema = z.object({
  type: z
    .enum(['watching', 'assigned', 'created', 'all', 'mentioned'], {
      error: 'type must be one of watching, assigned, created, all, mentioned',
    })
    .optional(),
  snoozed: z.boolean({ error: 'snoozed must be true or false' }).optional(),
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
});
export type MarkAllReadBody = z.infer<typeof MarkAllReadBodySchema>;

export const NotificationParamsSchema = z.object({ slug: z.string(), id: z.string() });
