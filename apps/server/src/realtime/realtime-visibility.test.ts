import { ROLE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import type { OutboxEvent } from './realtime-events.queries';
import {
  actingRole,
  canSee,
  changesAccess,
  type ProjectAccess,
  type SubscriberAccess,
} from './realtime-visibility';

const WORKSPACE = 'w1';
const PROJECT = 'p1';
const ME = 'u-me';
const OTHER = 'u-other';

function outbox(overrides: Partial<OutboxEvent['event']> = {}, extra: Partial<OutboxEvent> = {}) {
  return {
    event: {
      version: 1,
      entity: 'work_item',
      entity_id: 'i1',
      operation: 'update',
      workspace_id: WORKSPACE,
      project_id: PROJECT,
      work_item_id: 'i1',
      fields: ['name'],
      data: { name: 'x' },
      actor_id: OTHER,
      created_at: '2026-11-22T00:00:00.000Z',
      ...overrides,
    },
    workItemCreatorId: OTHER,
    workItemIsDraft: false,
    memberId: null,
    ...extra,
  } satisfies OutboxEvent;
}

function access(role: number | null, guestViewAllFeatures = false): SubscriberAccess {
  return {
    userId: ME,
    workspaceId: WORKSPACE,
    projects: new Map<string, ProjectAccess>(
      role === null ? [] : [[PROJECT, { role, guestViewAllFeatures }]],
    ),
  };
}

describe('canSee', () => {
  it('shows project events to project members only', () => {
    expect(canSee(access(ROLE.member), outbox())).toBe(true);
    expect(canSee(access(null), outbox())).toBe(false);
    expect(canSee(access(ROLE.member), outbox({ workspace_id: 'w2' }))).toBe(false);
  });

  it('shows workspace-level events to every member of the workspace', () => {
    expect(canSee(access(null), outbox({ project_id: null, work_item_id: null }))).toBe(true);
  });

  it('shows guests only their own items unless the project lets them see all', () => {
    expect(canSee(access(ROLE.guest), outbox())).toBe(false);
    expect(canSee(access(ROLE.guest), outbox({}, { workItemCreatorId: ME }))).toBe(true);
    expect(canSee(access(ROLE.guest, true), outbox())).toBe(true);
    expect(canSee(access(ROLE.guest), outbox({ entity: 'state', work_item_id: null }))).toBe(true);
  });

  it('keeps drafts to their author', () => {
    expect(canSee(access(ROLE.admin), outbox({}, { workItemIsDraft: true }))).toBe(false);
    expect(
      canSee(access(ROLE.member), outbox({}, { workItemIsDraft: true, workItemCreatorId: ME })),
    ).toBe(true);
  });

  it('shows a membership event to its member even after the removal', () => {
    const removal = outbox(
      { entity: 'project_member', operation: 'delete', work_item_id: null, data: null },
      { memberId: ME },
    );
    expect(canSee(access(null), removal)).toBe(true);
    expect(changesAccess(access(null), removal)).toBe(true);
  });

  it('refreshes access when a project of the subscriber changes its guest setting', () => {
    const setting = outbox({
      entity: 'project',
      entity_id: PROJECT,
      work_item_id: null,
      fields: ['guest_view_all_features'],
    });
    expect(changesAccess(access(ROLE.guest), setting)).toBe(true);
    expect(changesAccess(access(ROLE.guest), outbox())).toBe(false);
  });

  it('tells a person of their notifications alone, without reading their access again', () => {
    const mine = outbox(
      { entity: 'notification', project_id: null, work_item_id: null, fields: [], data: null },
      { memberId: ME },
    );
    const theirs = outbox(
      { entity: 'notification', project_id: null, work_item_id: null, fields: [], data: null },
      { memberId: OTHER },
    );
    expect(canSee(access(ROLE.member), mine)).toBe(true);
    expect(canSee(access(ROLE.admin), theirs)).toBe(false);
    expect(changesAccess(access(ROLE.member), mine)).toBe(false);
  });

  it('never sends page events, which are for webhooks only, not even to the page’s owner', () => {
    const page = (isPrivate: boolean) =>
      outbox(
        { entity: 'page', entity_id: 'pg1', project_id: null, work_item_id: null },
        { workItemCreatorId: ME, workItemIsDraft: isPrivate },
      );
    for (const isPrivate of [false, true]) {
      expect(canSee(access(ROLE.admin), page(isPrivate))).toBe(false);
      expect(canSee(access(ROLE.member), page(isPrivate))).toBe(false);
      expect(changesAccess(access(ROLE.member), page(isPrivate))).toBe(false);
    }
  });

  it('lets workspace admins act as project admins', () => {
    expect(actingRole(ROLE.admin, ROLE.guest)).toBe(ROLE.admin);
    expect(actingRole(ROLE.member, ROLE.guest)).toBe(ROLE.guest);
  });
});
