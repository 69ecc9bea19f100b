import { describe, expect, it } from 'vitest';
import {
  RELATION_TYPES,
  inverseRelationType,
  relationTypeSeenFrom,
  storedRelationOf,
} from './work-item-relations-wire';

describe('inverseRelationType', () => {
  it('pairs each type with its mirror and back', () => {
    for (const type of RELATION_TYPES)
      expect(inverseRelationType(inverseRelationType(type))).toBe(type);
    expect(inverseRelationType('blocked_by')).toBe('blocking');
    expect(inverseRelationType('start_before')).toBe('start_after');
    expect(inverseRelationType('finish_after')).toBe('finish_before');
    expect(inverseRelationType('implements')).toBe('implemented_by');
  });

  it('keeps relates_to and duplicate', () => {
    expect(inverseRelationType('relates_to')).toBe('relates_to');
    expect(inverseRelationType('duplicate')).toBe('duplicate');
  });
});

describe('storedRelationOf', () => {
  it('stores a stored type from the item itself', () => {
    expect(storedRelationOf('a', 'b', 'blocked_by')).toEqual({
      sourceId: 'a',
      targetId: 'b',
      type: 'blocked_by',
    });
  });

  it('stores a mirror type from the other item with the inverse name', () => {
    expect(storedRelationOf('a', 'b', 'blocking')).toEqual({
      sourceId: 'b',
      targetId: 'a',
      type: 'blocked_by',
    });
    expect(storedRelationOf('a', 'b', 'implements')).toEqual({
      sourceId: 'b',
      targetId: 'a',
      type: 'implemented_by',
    });
  });

  it('reads back the type asked for from the item that asked', () => {
    for (const type of RELATION_TYPES) {
      const stored = storedRelationOf('a', 'b', type);
      const side = stored.sourceId === 'a' ? 'source' : 'target';
      expect(relationTypeSeenFrom(stored.type, side)).toBe(type);
    }
  });
});
