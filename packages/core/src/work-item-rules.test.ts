import { describe, expect, it } from 'vitest';
import {
  canArchiveInGroup,
  formatWorkItemKey,
  nextCompletedAt,
  parseWorkItemKey,
  sortOrderAfterLast,
} from './work-item-rules';

describe('work item keys', () => {
  it.each([
    ['WEB-42', { identifier: 'WEB', sequenceId: 42 }],
    ['web-7', { identifier: 'WEB', sequenceId: 7 }],
    [' OPS2-1 ', { identifier: 'OPS2', sequenceId: 1 }],
  ])('reads %j', (key, expected) => {
    expect(parseWorkItemKey(key)).toEqual(expected);
  });

  it.each(['WEB', 'WEB-', '-4', 'WEB-0', 'WEB-x', 'TOOLONGIDENTIFIER-1', 'WE B-1'])(
    'refuses %j',
    (key) => {
      expect(parseWorkItemKey(key)).toBeNull();
    },
  );

  it('formats a key', () => {
    expect(formatWorkItemKey('WEB', 42)).toBe('WEB-42');
  });
});

describe('completed_at', () => {
  const now = new Date('2025-03-01T10:00:00Z');
  const earlier = new Date('2025-02-01T10:00:00Z');

  it('is set on entering the completed group and kept while there', () => {
    expect(nextCompletedAt('completed', null, now)).toBe(now);
    expect(nextCompletedAt('completed', earlier, now)).toBe(earlier);
  });

  it('is cleared on leaving it', () => {
    expect(nextCompletedAt('started', earlier, now)).toBeNull();
    expect(nextCompletedAt(null, earlier, now)).toBeNull();
  });
});

describe('new work item sort order', () => {
  it('goes one gap after the last, or starts at the default', () => {
    expect(sortOrderAfterLast(null)).toBe(65_535);
    expect(sortOrderAfterLast(75_535)).toBe(85_535);
  });
});

describe('archiving', () => {
  it('is allowed only for completed and cancelled items', () => {
    expect(canArchiveInGroup('completed')).toBe(true);
    expect(canArchiveInGroup('cancelled')).toBe(true);
    expect(canArchiveInGroup('started')).toBe(false);
    expect(canArchiveInGroup(null)).toBe(false);
  });
});
