import type { SearchIssueResult } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  emptyRelations,
  relatedFromSearch,
  relatedIds,
  relationCount,
  relationGroups,
  withRelationRemoved,
  withRelationsAdded,
} from './relation-groups';

const hit = (id: string): SearchIssueResult => ({
  id,
  name: `Item ${id}`,
  sequence_id: 7,
  start_date: null,
  project_id: 'p',
  project__name: 'Web',
  project__identifier: 'WEB',
  workspace__slug: 'acme',
  state__name: 'Todo',
  state__group: 'unstarted',
  state__color: '#000',
  type_id: null,
});

describe('relationGroups', () => {
  it('lists only the non-empty types, blocking before blocked by', () => {
    const list = emptyRelations();
    list.blocked_by = [relatedFromSearch(hit('a'), 'blocked_by')];
    list.blocking = [relatedFromSearch(hit('b'), 'blocking')];
    expect(relationGroups(list).map((group) => [group.type, group.label])).toEqual([
      ['blocking', 'Blocking'],
      ['blocked_by', 'Blocked by'],
    ]);
    expect(relationCount(list)).toBe(2);
    expect(relatedIds(list).sort()).toEqual(['a', 'b']);
  });
});

describe('withRelationsAdded', () => {
  it('puts new items first and moves an item related another way', () => {
    let list = withRelationsAdded(emptyRelations(), 'relates_to', [
      relatedFromSearch(hit('a'), 'relates_to'),
    ]);
    list = withRelationsAdded(list, 'blocking', [relatedFromSearch(hit('a'), 'blocking')]);
    expect(list.relates_to).toEqual([]);
    expect(list.blocking.map((item) => item.id)).toEqual(['a']);
  });
});

describe('withRelationRemoved', () => {
  it('drops the item from its type only', () => {
    const list = withRelationsAdded(emptyRelations(), 'duplicate', [
      relatedFromSearch(hit('a'), 'duplicate'),
      relatedFromSearch(hit('b'), 'duplicate'),
    ]);
    expect(withRelationRemoved(list, 'duplicate', 'a').duplicate.map((item) => item.id)).toEqual([
      'b',
    ]);
  });
});

describe('relatedFromSearch', () => {
  it('keeps what the hit knows and neutral values for the rest', () => {
    expect(relatedFromSearch(hit('a'), 'blocking')).toMatchObject({
      id: 'a',
      sequence_id: 7,
      project__identifier: 'WEB',
      state__group: 'unstarted',
      priority: 'none',
      relation_type: 'blocking',
    });
  });
});
