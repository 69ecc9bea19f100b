import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/Icon';
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

function OpenPicker({
  reference,
  onPick,
  onClose,
}: {
  reference: HTMLElement;
  onPick: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false}>
        <div
          ref={setFloating}
          style={floatingStyles}
          className="z-50 rounded-lg border border-subtle bg-surface p-1.5 shadow-card"
          aria-label={t('reactions.pick')}
          {...getFloatingProps()}
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
                  onClose();
                }}
              >
                {choice.emoji}
              </button>
            ))}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}

/**
 * The "add reaction" button and its small grid of everyday emoji, in a portal next to it. Escape
 * or a click outside closes it and gives focus back to the button.
 */
export function EmojiPicker({ label, onPick }: { label: string; onPick: (code: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        ref={setReference}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        title={label}
        className="inline-flex h-7 items-center justify-center rounded-full border border-subtle px-2 text-secondary hover:bg-surface-hover hover:text-primary"
        onClick={() => {
          setIsOpen((open) => !open);
        }}
      >
        <Icon name="smile-plus" size={15} />
      </button>
      {isOpen && reference !== null && (
        <OpenPicker
          reference={reference}
          onPick={onPick}
          onClose={() => {
            setIsOpen(false);
            reference.focus();
          }}
        />
      )}
    </>
  );
}
