import { describe, expect, it } from 'vitest';
import { filterMentionCandidates, MAX_MENTION_SUGGESTIONS } from './mention-filter';

const people = [
  { id: '1', label: 'Zoë Adams' },
  { id: '2', label: 'Adam Smith' },
  { id: '3', label: 'Madeleine Roy' },
  { id: '4', label: 'Bob' },
];

describe('filterMentionCandidates', () => {
  it('offers everyone, by name, for an empty query', () => {
    expect(filterMentionCandidates(people, '').map((p) => p.id)).toEqual(['2', '4', '3', '1']);
  });

  it('ranks a name start, then a word start, then any match', () => {
    expect(filterMentionCandidates(people, 'ad').map((p) => p.id)).toEqual(['2', '1', '3']);
  });

  it('ignores case and accents', () => {
    expect(filterMentionCandidates(people, 'ZOE').map((p) => p.id)).toEqual(['1']);
  });

  it('offers nobody when nothing matches, and never too many', () => {
    expect(filterMentionCandidates(people, 'xyz')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: String(index),
      label: `P${String(index)}`,
    }));
    expect(filterMentionCandidates(many, 'p')).toHaveLength(MAX_MENTION_SUGGESTIONS);
  });
});
