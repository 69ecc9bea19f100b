import { emojiToReactionCode, reactionCodeToEmoji } from '@keel/core';
import { i18n } from '#web/lib/i18n';

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
    group.names.push(
      reaction.actor_detail.display_name || i18n.t('work-item-detail:activity.someone'),
    );
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
  const names = group.names.slice(0, 5).join(', ');
  const vars = { names, emoji: group.emoji, n: group.names.length - 5 };
  return group.names.length > 5
    ? i18n.t('work-item-detail:reactions.titleMore', vars)
    : i18n.t('work-item-detail:reactions.title', vars);
}

/**
 * The emoji offered by the picker: a fixed set of everyday ones, each with an English name and the
 * key of its translated name (work-item-detail `reactions.emoji`) for screen readers.
 */
export const COMMON_EMOJI = [
  { emoji: '👍', name: 'thumbs up', key: 'thumbsUp' },
  { emoji: '👎', name: 'thumbs down', key: 'thumbsDown' },
  { emoji: '😄', name: 'smile', key: 'smile' },
  { emoji: '🎉', name: 'party', key: 'party' },
  { emoji: '😕', name: 'confused', key: 'confused' },
  { emoji: '❤️', name: 'heart', key: 'heart' },
  { emoji: '🚀', name: 'rocket', key: 'rocket' },
  { emoji: '👀', name: 'eyes', key: 'eyes' },
  { emoji: '🙏', name: 'thanks', key: 'thanks' },
  { emoji: '👏', name: 'clap', key: 'clap' },
  { emoji: '🔥', name: 'fire', key: 'fire' },
  { emoji: '💯', name: 'hundred', key: 'hundred' },
  { emoji: '✅', name: 'done', key: 'done' },
  { emoji: '❌', name: 'no', key: 'no' },
  { emoji: '⚠️', name: 'warning', key: 'warning' },
  { emoji: '🤔', name: 'thinking', key: 'thinking' },
  { emoji: '😂', name: 'laughing', key: 'laughing' },
  { emoji: '😢', name: 'sad', key: 'sad' },
  { emoji: '😮', name: 'surprised', key: 'surprised' },
  { emoji: '🙌', name: 'hooray', key: 'hooray' },
  { emoji: '💡', name: 'idea', key: 'idea' },
  { emoji: '🐛', name: 'bug', key: 'bug' },
  { emoji: '⏳', name: 'waiting', key: 'waiting' },
  { emoji: '👌', name: 'ok', key: 'ok' },
] as const satisfies readonly { emoji: string; name: string; key: string }[];

/** The picker's emoji with the codes their reactions are stored under. */
export const EMOJI_CHOICES = COMMON_EMOJI.map((choice) => ({
  ...choice,
  code: emojiToReactionCode(choice.emoji),
}));
