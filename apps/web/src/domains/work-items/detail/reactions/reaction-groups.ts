import { emojiToReactionCode, reactionCodeToEmoji } from '@keel/core';
import { i18n } from '../../../../lib/i18n';

/** What a reaction row needs of a reaction, to a work item or to a comment. */
export interface ReactionLike {
  id: string;
  actor: string;
  reaction: string;
  actor_detail: { display_name: string };
}

/** One emoji's reactions, as the row shows them. */
export interface ReactionGroup {
  /** Plane's code ("128077"). */
  code: string;
  emoji: string;
  count: number;
  /** The signed-in person is among them: clicking takes their reaction away. */
  isMine: boolean;
  /** Who reacted, for the tooltip. */
  names: string[];
}

/** Reactions grouped by emoji, in the order each emoji first appeared. */
export function groupReactions(
  reactions: readonly ReactionLike[],
  myUserId: string | null,
): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const reaction of reactions) {
    const group = groups.get(reaction.reaction) ?? {
      code: reaction.reaction,
      emoji: reactionCodeToEmoji(reaction.reaction),
      count: 0,
      isMine: false,
      names: [],
    };
    group.count += 1;
    group.isMine ||= reaction.actor === myUserId;
    group.names.push(reaction.actor_detail.display_name || i18n.t('work-item-detail:activity.someone'));
    groups.set(reaction.reaction, group);
  }
  return [...groups.values()];
}

/** Whether the person has reacted with this code. */
export function hasReacted(
  reactions: readonly ReactionLike[],
  myUserId: string,
  code: string,
): boolean {
  return reactions.some((reaction) => reaction.actor === myUserId && reaction.reaction === code);
}

/** The tooltip of a group: who reacted, and with what. */
export function reactionTitle(group: ReactionGroup): string {
  const shown = group.names.slice(0, 5).join(', ');
  const more = group.names.length > 5 ? ` and ${String(group.names.length - 5)} more` : '';
  return `${shown}${more} reacted with ${group.emoji}`;
}

/** The emoji offered by the picker: a fixed set of everyday ones, each with a name for screen readers. */
export const COMMON_EMOJI: readonly { emoji: string; name: string }[] = [
  { emoji: '👍', name: 'thumbs up' },
  { emoji: '👎', name: 'thumbs down' },
  { emoji: '😄', name: 'smile' },
  { emoji: '🎉', name: 'party' },
  { emoji: '😕', name: 'confused' },
  { emoji: '❤️', name: 'heart' },
  { emoji: '🚀', name: 'rocket' },
  { emoji: '👀', name: 'eyes' },
  { emoji: '🙏', name: 'thanks' },
  { emoji: '👏', name: 'clap' },
  { emoji: '🔥', name: 'fire' },
  { emoji: '💯', name: 'hundred' },
  { emoji: '✅', name: 'done' },
  { emoji: '❌', name: 'no' },
  { emoji: '⚠️', name: 'warning' },
  { emoji: '🤔', name: 'thinking' },
  { emoji: '😂', name: 'laughing' },
  { emoji: '😢', name: 'sad' },
  { emoji: '😮', name: 'surprised' },
  { emoji: '🙌', name: 'hooray' },
  { emoji: '💡', name: 'idea' },
  { emoji: '🐛', name: 'bug' },
  { emoji: '⏳', name: 'waiting' },
  { emoji: '👌', name: 'ok' },
];

/** The picker's emoji with the codes their reactions are stored under. */
export const EMOJI_CHOICES = COMMON_EMOJI.map((choice) => ({
  ...choice,
  code: emojiToReactionCode(choice.emoji),
}));
