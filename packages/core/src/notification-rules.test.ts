import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SENDERS,
  type NotifiedActivity,
  type NotifiedItem,
  plannedNotifications,
} from './notification-rules';
import { userMentionHtml } from './work-item-comments-wire';

const CREATOR = 'creator';
const ASSIGNEE = 'assignee';
const WATCHER = 'watcher';
const MENTIONED = 'mentioned';
const LEFT = 'left-the-project';

const item: NotifiedItem = {
  creatorId: CREATOR,
  assigneeIds: [ASSIGNEE],
  subscriberIds: [CREATOR, ASSIGNEE, WATCHER, LEFT],
  activeMemberIds: [CREATOR, ASSIGNEE, WATCHER, MENTIONED],
  intakeCreatorId: null,
};

function activity(overrides: Partial<NotifiedActivity>): NotifiedActivity {
  return {
    field: 'priority',
    verb: 'updated',
    actorId: WATCHER,
    oldValue: 'low',
    newValue: 'high',
    ...overrides,
  };
}

function receivers(plans: ReturnType<typeof plannedNotifications>) {
  return plans.map((plan) => [plan.receiverId, plan.sender, plan.isMention]);
}

describe('plannedNotifications (recipient rules)', () => {
  it.each([
    {
      name: 'subscribers hear of a change, the actor and inactive members do not',
      change: activity({}),
      expected: [
        [CREATOR, NOTIFICATION_SENDERS.created, false],
        [ASSIGNEE, NOTIFICATION_SENDERS.assigned, false],
      ],
    },
    {
      name: 'the creator acting tells the assignee and the watcher',
      change: activity({ actorId: CREATOR }),
      expected: [
        [ASSIGNEE, NOTIFICATION_SENDERS.assigned, false],
        [WATCHER, NOTIFICATION_SENDERS.subscribed, false],
      ],
    },
    {
      name: 'a new mention in a comment is its own notification, not also a subscriber one',
      change: activity({
        field: 'comment',
        verb: 'created',
        actorId: CREATOR,
        oldValue: null,
        newValue: `<p>${userMentionHtml(MENTIONED, 'M')} and ${userMentionHtml(WATCHER, 'W')}</p>`,
      }),
      expected: [
        [MENTIONED, NOTIFICATION_SENDERS.mentioned, true],
        [WATCHER, NOTIFICATION_SENDERS.mentioned, true],
        [ASSIGNEE, NOTIFICATION_SENDERS.assigned, false],
      ],
    },
    {
      name: 'a description edit notifies only whom it newly mentions',
      change: activity({
        field: 'description',
        actorId: ASSIGNEE,
        oldValue: `<p>${userMentionHtml(WATCHER, 'W')}</p>`,
        newValue: `<p>${userMentionHtml(WATCHER, 'W')} ${userMentionHtml(MENTIONED, 'M')} ${userMentionHtml(LEFT, 'L')}</p>`,
      }),
      expected: [[MENTIONED, NOTIFICATION_SENDERS.mentioned, true]],
    },
    {
      name: 'cycle, module and draft rows notify nobody',
      change: activity({ field: 'cycles' }),
      expected: [],
    },
    {
      name: 'the actor mentioning themselves is not told',
      change: activity({
        field: 'comment',
        verb: 'created',
        actorId: MENTIONED,
        oldValue: null,
        newValue: userMentionHtml(MENTIONED, 'M'),
      }),
      expected: [
        [CREATOR, NOTIFICATION_SENDERS.created, false],
        [ASSIGNEE, NOTIFICATION_SENDERS.assigned, false],
        [WATCHER, NOTIFICATION_SENDERS.subscribed, false],
      ],
    },
  ])('$name', ({ change, expected }) => {
    expect(receivers(plannedNotifications(change, item))).toEqual(expected);
  });

  it('tells the person who asked when their intake request changes, and nobody else', () => {
    const asked = { ...item, intakeCreatorId: WATCHER };
    expect(
      receivers(plannedNotifications(activity({ field: 'intake', actorId: CREATOR }), asked)),
    ).toEqual([[WATCHER, NOTIFICATION_SENDERS.created, false]]);
    expect(plannedNotifications(activity({ field: 'intake', actorId: WATCHER }), asked)).toEqual(
      [],
    );
  });
});
