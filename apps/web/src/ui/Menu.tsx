import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';

export interface MenuProps {
  /** Draws the trigger's content; the trigger button itself is the menu's. */
  trigger: ReactNode;
  triggerLabel: string;
  /** The menu's items; call `close` after an item acts. */
  children: (close: () => void) => ReactNode;
  className?: string;
  triggerClassName?: string;
}

/**
 * A button that opens a list of actions under it. Arrow keys move between items, Escape and a click
 * outside close it and give focus back to the button.
 */
export function Menu({ trigger, triggerLabel, children, className, triggerClassName }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const items = () =>
      Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          className="absolute left-0 right-0 top-full z-30 mt-1 min-w-56 rounded-lg border border-subtle bg-surface p-1 shadow-card"
        >
          {children(() => {
            setIsOpen(false);
          })}
        </div>
      )}
    </div>
  );
}

/** The look of one item in a Menu; give the element role="menuitem". */
export const menuItemClassName =
  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-base text-primary outline-none touch:py-2.5 hover:bg-surface-hover focus-visible:bg-surface-hover';
