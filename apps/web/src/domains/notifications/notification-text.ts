import { NOTIFICATION_SENDERS, type Notification } from '@keel/core';

/** What a notification's sentence says happened, as a key of `notifications:actions`. */
export type NotificationAction =
  | 'created'
  | 'assignedYou'
  | 'assignees'
  | 'state'
  | 'priority'
  | 'name'
  | 'labels'
  | 'startDate'
  | 'dueDate'
  | 'comment'
  | 'commentMention'
  | 'descriptionMention'
  | 'intake'
  | 'deleted'
  | 'dueSoon'
  | 'overdue'
  | 'other';

/** Whether the notification is a due-date reminder (Keel's), which nobody in particular sent. */
export function isReminder(notification: Notification): boolean {
  return notification.sender.startsWith('in_app:reminders:');
}

/** Reads the activity a notification tells of (Plane's payload) as one of the sentences. */
export function notificationAction(
  notification: Notification,
  receiverId: string,
): NotificationAction {
  const { field, verb, new_identifier: added } = notification.data.issue_activity;
  if (notification.sender === 'in_app:reminders:due_soon') return 'dueSoon';
  if (notification.sender === 'in_app:reminders:overdue') return 'overdue';
  if (notification.is_mentioned_notification)
    return field === 'description' ? 'descriptionMention' : 'commentMention';
  if (verb === 'deleted' && field === null) return 'deleted';
  switch (field) {
    case null:
      // An item made with the reader among its assignees: what matters to them is the assignment.
      if (verb === 'created')
        return notification.sender === NOTIFICATION_SENDERS.assigned ? 'assignedYou' : 'created';
      return 'other';
    case 'assignees':
      return added === receiverId ? 'assignedYou' : 'assignees';
    case 'state':
      return 'state';
    case 'priority':
      return 'priority';
    case 'name':
      return 'name';
    case 'labels':
      return 'labels';
    case 'start_date':
      return 'startDate';
    case 'target_date':
      return 'dueDate';
    case 'comment':
      return 'comment';
    case 'intake':
      return 'intake';
    default:
      return 'other';
  }
}

/** The intake status names of Plane's activity rows, as `intake:status` keys. */
export const INTAKE_STATUS_KEYS: Record<
  string,
  'pending' | 'declined' | 'snoozed' | 'accepted' | 'duplicate'
> = {
  Pending: 'pending',
  Rejected: 'declined',
  Snoozed: 'snoozed',
  Accepted: 'accepted',
  Duplicate: 'duplicate',
};
