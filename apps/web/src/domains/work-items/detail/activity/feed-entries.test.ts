import type { WorkItemActivity, WorkItemComment, WorkItemHistoryEntry } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { filterEntries, latestCreatedAt, mergeEntries, timeAgo } from './feed-entries';

const change = (id: string, at: string): WorkItemActivity => ({
  id,
  issue: 'i',
  project: 'p',
  workspace: 'w',
  verb: 'updated',
  field: 'state',
  old_value: null,
  new_value: 'Done',
  old_identifier: null,
  new_identifier: null,
  comment: '',
  issue_comment: null,
  actor: null,
  actor_detail: null,
  epoch: 0,
  created_at: at,
  updated_at: at,
});

const comment = (id: string, at: string, html = '<p>hi</p>'): WorkItemComment => ({
  id,
  issue: 'i',
  project: 'p',
  workspace: 'w',
  actor: null,
  actor_detail: null,
  comment_html: html,
  comment_stripped: 'hi',
  access: 'INTERNAL',
  edited_at: null,
  comment_reactions: [],
  created_at: at,
  updated_at: at,
  created_by: null,
  updated_by: null,
});

const ids = (entries: WorkItemHistoryEntry[]) => entries.map((entry) => entry.id);

describe('feed entries', () => {
  const entries = [
    change('a', '2025-01-01T00:00:00Z'),
    comment('b', '2025-01-02T00:00:00Z'),
    change('c', '2025-01-03T00:00:00Z'),
  ];

  it('filters by tab', () => {
    expect(ids(filterEntries(entries, 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterEntries(entries, 'activity'))).toEqual(['a', 'c']);
    expect(ids(filterEntries(entries, 'comments'))).toEqual(['b']);
  });

  it('merges fetched entries in time order, each once, the fetched copy winning', () => {
    const edited = comment('b', '2025-01-02T00:00:00Z', '<p>edited</p>');
    const merged = mergeEntries(entries, [change('d', '2025-01-02T12:00:00Z'), edited]);
    expect(ids(merged)).toEqual(['a', 'b', 'd', 'c']);
    expect(merged[1]).toBe(edited);
    expect(latestCreatedAt(merged)).toBe('2025-01-03T00:00:00Z');
    expect(latestCreatedAt([])).toBeUndefined();
  });

  it('writes short ages', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(timeAgo('2025-06-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2025-06-10T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2025-06-10T10:00:00Z', now)).toBe('2h ago');
    expect(timeAgo('2025-06-07T12:00:00Z', now)).toBe('3d ago');
    expect(timeAgo('2025-01-05T12:00:00Z', now)).toBe('Jan 5');
    expect(timeAgo('2024-01-05T12:00:00Z', now)).toBe('Jan 5, 2024');
  });
});
