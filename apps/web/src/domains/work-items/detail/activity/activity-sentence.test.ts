import type { WorkItemActivity } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

function activity(patch: Partial<WorkItemActivity>): WorkItemActivity {
  return {
    id: 'a',
    issue: 'i',
    project: 'p',
    workspace: 'w',
    verb: 'updated',
    field: null,
    old_value: null,
    new_value: null,
    old_identifier: null,
    new_identifier: null,
    comment: '',
    issue_comment: null,
    actor: 'u',
    actor_detail: null,
    epoch: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...patch,
  };
}

const text = (patch: Partial<WorkItemActivity>) => activitySentence(activity(patch)).text;

describe('activitySentence', () => {
  it('reads creation, state, priority and name changes', () => {
    expect(text({ verb: 'created' })).toBe('created the work item');
    expect(text({ field: 'state', old_value: 'Todo', new_value: 'Done' })).toBe(
      'changed the state to Done',
    );
    expect(text({ field: 'priority', new_value: 'high' })).toBe('set the priority to High');
    expect(text({ field: 'name', new_value: 'Fix login' })).toBe(
      'renamed the work item to “Fix login”',
    );
    expect(text({ field: 'description', new_value: '<p>x</p>' })).toBe('updated the description');
  });

  it('reads added and removed labels and assignees', () => {
    expect(text({ field: 'labels', new_value: 'Bug' })).toBe('added the label Bug');
    expect(text({ field: 'labels', old_value: 'Bug' })).toBe('removed the label Bug');
    expect(text({ field: 'assignees', new_value: 'Ada' })).toBe('assigned Ada');
    expect(text({ field: 'assignees', old_value: 'Ada' })).toBe('unassigned Ada');
  });

  it('reads sub-items added and taken out on the parent', () => {
    expect(text({ field: 'sub_issue', new_value: 'WEB-7' })).toBe('added the sub-work item WEB-7');
    expect(text({ field: 'sub_issue', old_value: 'WEB-7' })).toBe(
      'removed the sub-work item WEB-7',
    );
  });

  it('reads set, changed and cleared values', () => {
    expect(text({ field: 'parent', new_value: 'WEB-4' })).toBe('set the parent to WEB-4');
    expect(text({ field: 'parent', old_value: 'WEB-4', new_value: 'WEB-5' })).toBe(
      'changed the parent from WEB-4 to WEB-5',
    );
    expect(text({ field: 'target_date', old_value: '2025-01-02' })).toBe(
      'removed the due date 2025-01-02',
    );
    expect(text({ field: 'shops', new_value: '["a","b"]' })).toBe('changed the shops to 2 shops');
  });

  it('reads archive, links, attachments and relations', () => {
    expect(text({ field: 'archived_at', new_value: 'manual_archive' })).toBe(
      'archived the work item',
    );
    expect(text({ field: 'archived_at', new_value: 'restore' })).toBe('restored the work item');
    expect(text({ field: 'link', verb: 'created', new_value: 'https://x.dev' })).toBe(
      'added the link https://x.dev',
    );
    expect(text({ field: 'attachment', verb: 'created', new_value: 'a.png' })).toBe(
      'attached a.png',
    );
    expect(text({ field: 'blocked_by', verb: 'created', new_value: 'WEB-2' })).toBe(
      'marked it as blocked by WEB-2',
    );
    expect(text({ field: 'blocked_by', verb: 'deleted', old_value: 'WEB-2' })).toBe(
      'removed the relation blocked by WEB-2',
    );
  });

  it('still reads a field it does not know', () => {
    expect(text({ field: 'story_points', new_value: '3' })).toBe('set the story points to 3');
  });
});
