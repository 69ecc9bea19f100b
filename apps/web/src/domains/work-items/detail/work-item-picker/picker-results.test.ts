import type { SearchIssueResult } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { offeredResults, searchResultKey, toggleId } from './picker-results';

function hit(id: string, sequence: number): SearchIssueResult {
  return {
    id,
    name: `Item ${id}`,
    sequence_id: sequence,
    start_date: null,
    project_id: 'p',
    project__name: 'Web',
    project__identifier: 'WEB',
    workspace__slug: 'acme',
    state__name: 'Todo',
    state__group: 'unstarted',
    state__color: '#000000',
    type_id: null,
  };
}

describe('searchResultKey', () => {
  it('joins the identifier and the sequence number', () => {
    expect(searchResultKey(hit('a', 42))).toBe('WEB-42');
  });
});

describe('offeredResults', () => {
  it('drops excluded ids and keeps the order', () => {
    const results = [hit('a', 1), hit('b', 2), hit('c', 3)];
    expect(offeredResults(results, ['b']).map((result) => result.id)).toEqual(['a', 'c']);
  });

  it('offers everything when nothing is excluded', () => {
    expect(offeredResults([hit('a', 1)], [])).toHaveLength(1);
  });
});

describe('toggleId', () => {
  it('adds a missing id at the end', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('removes a present id', () => {
    expect(toggleId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
