import { mentionedUserIds } from './work-item-comments-wire';

/** Who a notification says sent it (Plane's sender strings). */
export const NOTIFICATION_SENDERS = {
  created: 'in_app:issue_activities:created',
  assigned: 'in_app:issue_activities:assigned',
  subscribed: 'in_app:issue_activities:subscribed',
  mentioned: 'in_app:issue_activities:mentioned',
} as const;
export type NotificationSender = (typeof NOTIFICATION_SENDERS)[keyof typeof NOTIFICATION_SENDERS];

/** Activity fields that notify nobody (spec §4 / Plane: cycles, modules, reactions, votes, drafts). */
const SILENT_FIELDS = new Set([
  'cycles',
  'modules',
  'reaction',
  'vote',
  'draft',
  'is_draft',
  'sub_issue',
]);

/** One activity row as the rules read it. */
export interface NotifiedActivity {
  field: string | null;
  verb: string;
  actorId: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** The people around the work item when the activity happened. */
export interface NotifiedItem {
  creatorId: string | null;
  assigneeIds: readonly string[];
  subscriberIds: readonly string[];
  /** Active members of the item's project: nobody else hears of it. */
  activeMemberIds: readonly string[];
  /** Who made the intake request the item came from, if it came from one. */
  intakeCreatorId: string | null;
}

export interface NotificationPlan {
  receiverId: string;
  sender: NotificationSender;
  isMention: boolean;
}

/** The people an edit of rich text mentions that the text before did not. */
export function newlyMentioned(oldHtml: string | null, newHtml: string | null): string[] {
  const before = new Set(mentionedUserIds(oldHtml ?? ''));
  return mentionedUserIds(newHtml ?? '').filter((id) => !before.has(id));
}

function senderFor(item: NotifiedItem, receiverId: string): NotificationSender {
  if (item.creatorId === receiverId) return NOTIFICATION_SENDERS.created;
  if (item.assigneeIds.includes(receiverId)) return NOTIFICATION_SENDERS.assigned;
  return NOTIFICATION_SENDERS.subscribed;
}

/**
 * Who one activity row notifies, and as what (Plane's notification rules, reference §4.4):
 * - the item's subscribers who are active project members, minus the actor and minus anyone
 *   this change newly mentions, one notification each, sent as creator, assignee or subscriber;
 * - the newly mentioned (in the description or a comment) who are active members, minus the
 *   actor, one mention notification each;
 * - description rows notify only their mentions; cycle, module, reaction, vote and draft rows
 *   nobody;
 * - an intake status change notifies the person who made the request (Keel; Plane is silent).
 */
export function plannedNotifications(
  activity: NotifiedActivity,
  item: NotifiedItem,
): NotificationPlan[] {
  const field = activity.field ?? '';
  if (SILENT_FIELDS.has(field)) return [];
  const active = new Set(item.activeMemberIds);
  const isOther = (id: string) => id !== activity.actorId && active.has(id);

  if (field === 'intake') {
    const asker = item.intakeCreatorId;
    return asker !== null && isOther(asker)
      ? [{ receiverId: asker, sender: NOTIFICATION_SENDERS.created, isMention: false }]
      : [];
  }

  const mentions =
    field === 'description' || (field === 'comment' && activity.verb !== 'deleted')
      ? newlyMentioned(activity.oldValue, activity.newValue).filter(isOther)
      : [];
  const plans: NotificationPlan[] = mentions.map((receiverId) => ({
    receiverId,
    sender: NOTIFICATION_SENDERS.mentioned,
    isMention: true,
  }));
  if (field === 'description') return plans;

  const mentioned = new Set(mentions);
  const subscribers = [...new Set(item.subscriberIds)].filter(
    (id) => isOther(id) && !mentioned.has(id),
  );
  for (const receiverId of subscribers)
    plans.push({ receiverId, sender: senderFor(item, receiverId), isMention: false });
  return plans;
}
