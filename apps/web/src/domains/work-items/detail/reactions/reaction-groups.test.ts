import { describe, expect, it } from 'vitest';
import { EMOJI_CHOICES, groupReactions, hasReacted, reactionTitle } from './reaction-groups';

const reaction = (id: string, actor: string, code: string, name = actor) => ({
  id,
  actor,
  reaction: code,
  actor_detail: { display_name: name },
});

describe('groupReactions', () => {
  const reactions = [
    reaction('1', 'ada', '128077', 'Ada'),
    reaction('2', 'bob', '128640', 'Bob'),
    reaction('3', 'bob', '128077', 'Bob'),
  ];

  it('groups by emoji in order of first appearance, counting and marking mine', () => {
    expect(groupReactions(reactions, 'bob')).toEqual([
      { code: '128077', emoji: '👍', count: 2, isMine: true, names: ['Ada', 'Bob'] },
      { code: '128640', emoji: '🚀', count: 1, isMine: true, names: ['Bob'] },
    ]);
    expect(groupReactions(reactions, 'ada').map((group) => group.isMine)).toEqual([true, false]);
    expect(groupReactions(reactions, null).some((group) => group.isMine)).toBe(false);
    expect(groupReactions([], 'ada')).toEqual([]);
  });

  it('knows whether someone reacted with a code', () => {
    expect(hasReacted(reactions, 'ada', '128077')).toBe(true);
    expect(hasReacted(reactions, 'ada', '128640')).toBe(false);
  });

  it('names who reacted, shortening long lists', () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      reaction(String(index), `u${String(index)}`, '128077', `P${String(index)}`),
    );
    const [group] = groupReactions(many, null);
    expect(group && reactionTitle(group)).toBe('P0, P1, P2, P3, P4 and 2 more reacted with 👍');
  });
});

describe('EMOJI_CHOICES', () => {
  it('offers 24 distinct emoji, each with Plane’s code', () => {
    expect(EMOJI_CHOICES).toHaveLength(24);
    expect(new Set(EMOJI_CHOICES.map((choice) => choice.code)).size).toBe(24);
    expect(EMOJI_CHOICES[0]).toMatchObject({ emoji: '👍', code: '128077' });
    expect(EMOJI_CHOICES.find((choice) => choice.name === 'heart')?.code).toBe('10084-65039');
  });
});
