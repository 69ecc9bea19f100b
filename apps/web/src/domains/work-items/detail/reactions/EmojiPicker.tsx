import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { Popover, usePopover } from '#web/ui/Popover';
import { EMOJI_CHOICES } from './reaction-groups';

const COLUMNS = 6;
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: COLUMNS,
  ArrowUp: -COLUMNS,
};

/** Moves focus across the grid with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index < 0) return;
  const step = STEPS[event.key];
  let next: number | undefined;
  if (step !== undefined) next = index + step;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
}

/**
 * The "add reaction" button and its small grid of everyday emoji, in a portal next to it. Escape
 * or a click outside closes it and gives focus back to the button.
 */
export function EmojiPicker({ label, onPick }: { label: string; onPick: (code: string) => void }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const popover = usePopover();
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        className="inline-flex h-7 items-center justify-center rounded-full border border-subtle px-2 text-secondary hover:bg-surface-hover hover:text-primary"
        {...popover.triggerProps}
      >
        <Icon name="smile-plus" size={15} />
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={t('reactions.pick')}
          onClose={popover.dismiss}
          gap={6}
          className="overflow-y-auto p-1.5"
        >
          <div
            role="group"
            aria-label={t('reactions.emojiGroup')}
            className="grid grid-cols-6 gap-0.5"
            onKeyDown={moveFocus}
          >
            {EMOJI_CHOICES.map((choice) => (
              <button
                key={choice.code}
                type="button"
                aria-label={t('reactions.reactWith', { name: t(`reactions.emoji.${choice.key}`) })}
                title={t(`reactions.emoji.${choice.key}`)}
                className="flex size-8 items-center justify-center rounded-md text-lg hover:bg-surface-hover focus-visible:bg-surface-hover"
                onClick={() => {
                  onPick(choice.code);
                  popover.close();
                }}
              >
                {choice.emoji}
              </button>
            ))}
          </div>
        </Popover>
      )}
    </>
  );
}
