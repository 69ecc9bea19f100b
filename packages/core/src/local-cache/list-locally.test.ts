import { describe, expect, it } from 'vitest';
import type { WorkItem } from '../work-items-wire';
import { canListLocally, localOrderBy } from './list-params';
import { listLocally } from './list-locally';
import { useCacheTestKit } from './local-cache-test-helpers';
import { openLocalCache } from './schema';
import { readWorkItems, writeWorkItems } from './work-item-rows';

const { freshDb, workItem, uuid, viewer, PROJECT, OTHER_PROJECT, LABEL, USER } = useCacheTestKit();

describe('listing from the cache', () => {
  it('groups by priority with every priority shown, nulls of a grouping under None', () => {
    const db = freshDb();
    openLocalCache(db);
    writeWorkItems(
      db,
      [
        workItem(1, { priority: 'urgent', label_ids: [LABEL] }),
        workItem(2, { priority: 'none' }),
        workItem(3, { priority: 'none', label_ids: [LABEL] }),
        workItem(4, { priority: 'low', is_draft: true }),
        workItem(5, { priority: 'low', project_id: OTHER_PROJECT }),
      ],
      { local: false },
    );
    const byPriority = listLocally(db, PROJECT, { group_by: 'priority' }, viewer);
    expect(Object.keys(byPriority.results)).toEqual(['urgent', 'high', 'medium', 'low', 'none']);
    expect(byPriority).toMatchObject({ total_count: 3, count: 3, total_pages: 1 });
    const byLabel = listLocally(
      db,
      PROJECT,
      { group_by: 'labels__id', order_by: 'sequence_id' },
      viewer,
    );
    expect(byLabel.results).toEqual({
      [LABEL]: { results: readWorkItems(db, [uuid(1), uuid(3)]), total_results: 2 },
      None: { results: readWorkItems(db, [uuid(2)]), total_results: 1 },
    });
  });

  it('shows a guest limited to their own items only those', () => {
    const db = freshDb();
    openLocalCache(db);
    writeWorkItems(db, [workItem(1), workItem(2, { created_by: uuid(77) })], { local: false });
    const page = listLocally(db, PROJECT, {}, { ...viewer, ownItemsOnly: true });
    expect((page.results as WorkItem[]).map((item) => item.id)).toEqual([uuid(1)]);
  });
});

describe('what the cache answers', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ group_by: 'labels__id', sub_group_by: 'priority', order_by: '-labels__name' }, true],
    [{ filters: JSON.stringify({ or: [{ priority: 'urgent' }] }), cursor: '50:2:0' }, true],
    [{ group_by: 'priority', expand: 'issue_relation' }, true],
    [{ expand: 'issue_relation' }, false],
    [{ mentions: USER }, false],
    [{ subscriber: USER }, false],
    [{ filters: JSON.stringify({ not: { is_archived: true } }) }, false],
    [{ filters: JSON.stringify({ mention_id__in: USER }) }, false],
    [{ colour: 'red' }, false],
    [{ name: 'café' }, false],
    [{ order_by: 'colour' }, false],
    [{ group_by: 'priority', sub_group_by: 'priority' }, false],
    [{ sub_group_by: 'priority' }, false],
    [{ cursor: '1001:0:0' }, false],
    [{ per_page: '0' }, false],
    [{ filters: '[' }, false],
  ])('%j: %s', (params, expected) => {
    expect(canListLocally(params)).toBe(expected);
  });

  it('falls back to sort_order for spreadsheet-only orderings outside the spreadsheet', () => {
    expect(localOrderBy('-labels__name', 'list')).toBe('sort_order');
    expect(localOrderBy('state__name', 'kanban')).toBe('sort_order');
    expect(localOrderBy('-estimate_point__key', 'calendar')).toBe('sort_order');
    expect(localOrderBy('-labels__name', 'spreadsheet')).toBe('-labels__name');
    expect(localOrderBy('-priority', 'list')).toBe('-priority');
    expect(localOrderBy('-labels__name', undefined)).toBe('-labels__name');
    expect(localOrderBy(undefined, 'list')).toBeUndefined();
  });
});
