import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { EmojiPicker } from './EmojiPicker';
import { groupReactions, type ReactionLike, reactionTitle } from './reaction-groups';

export interface ReactionsRowProps {
  reactions: readonly ReactionLike[];
  /** The signed-in person; null while unknown (their reactions are then not marked). */
  myUserId: string | null;
  /** Adds the person's reaction with this code, or takes it away when they have it. */
  onToggle: (code: string) => void;
  /** Reacting is allowed (the person can see the item and is signed in). */
  canReact: boolean;
  /** What is reacted to, for the buttons' names. */
  subject: 'workItem' | 'comment';
}

/**
 * Reactions grouped by emoji with their counts, the person's own ones highlighted; clicking one
 * adds or removes theirs, and the last button offers more emoji. Used for work items and comments.
 */
export function ReactionsRow({
  reactions,
  myUserId,
  onToggle,
  canReact,
  subject,
}: ReactionsRowProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const groups = groupReactions(reactions, myUserId);
  return (
    <div
      className="flex flex-wrap items-center gap-1.5"
      role="group"
      aria-label={t(`reactions.groupLabel.${subject}`)}
    >
      {groups.map((group) => (
        <button
          key={group.code}
          type="button"
          disabled={!canReact}
          aria-pressed={group.isMine}
          aria-label={t(group.isMine ? 'reactions.remove' : 'reactions.react', {
            emoji: group.emoji,
            n: group.count,
          })}
          title={reactionTitle(group)}
          data-testid="reaction-chip"
          data-reaction={group.code}
          className={cx(
            'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-sm tabular-nums transition-colors disabled:cursor-default',
            group.isMine
              ? 'border-accent bg-accent-subtle text-primary'
              : 'border-subtle text-secondary hover:bg-surface-hover',
          )}
          onClick={() => {
            onToggle(group.code);
          }}
        >
          <span aria-hidden="true">{group.emoji}</span>
          <span>{group.count}</span>
        </button>
      ))}
      {canReact && <EmojiPicker label={t(`reactions.add.${subject}`)} onPick={onToggle} />}
    </div>
  );
}
