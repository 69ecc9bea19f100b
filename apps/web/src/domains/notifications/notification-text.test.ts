import { NOTIFICATION_SENDERS, type Notification } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { notificationAction } from './notification-text';

function notification(
  activity: Partial<Notification['data']['issue_activity']>,
  isMention = false,
  sender: string = NOTIFICATION_SENDERS.subscribed,
): Notification {
  return {
    sender,
    is_mentioned_notification: isMention,
    data: {
      issue: {
        id: 'i',
        name: 'Item',
        identifier: 'K',
        sequence_id: 1,
        state_name: null,
        state_group: null,
      },
      issue_activity: {
        id: 'a',
        verb: 'updated',
        field: null,
        actor: 'u1',
        new_value: null,
        old_value: null,
        issue_comment: null,
        old_identifier: null,
        new_identifier: null,
        ...activity,
      },
    },
  } as Notification;
}

describe('notificationAction', () => {
  it('names what happened, from the reader’s side', () => {
    expect(notificationAction(notification({ verb: 'created' }), 'me')).toBe('created');
    expect(
      notificationAction(
        notification({ verb: 'created' }, false, NOTIFICATION_SENDERS.assigned),
        'me',
      ),
    ).toBe('assignedYou');
    expect(
      notificationAction(notification({ field: 'assignees', new_identifier: 'me' }), 'me'),
    ).toBe('assignedYou');
    expect(
      notificationAction(notification({ field: 'assignees', new_identifier: 'you' }), 'me'),
    ).toBe('assignees');
    expect(notificationAction(notification({ field: 'target_date' }), 'me')).toBe('dueDate');
    expect(notificationAction(notification({ field: 'comment' }, true), 'me')).toBe(
      'commentMention',
    );
    expect(notificationAction(notification({ field: 'description' }, true), 'me')).toBe(
      'descriptionMention',
    );
    expect(notificationAction(notification({ field: 'is_revision' }), 'me')).toBe('other');
  });
});
