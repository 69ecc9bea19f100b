import { type ReactNode, useId, useState } from 'react';
import { Icon } from '#web/ui/Icon';

/** A collapsible group of cycle rows (Upcoming, Completed, Draft) with its count. */
export function CycleSection({
  title,
  count,
  children,
  isInitiallyOpen = true,
}: {
  title: string;
  count: number;
  children: ReactNode;
  isInitiallyOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const listId = useId();
  return (
    <section className="flex flex-col gap-1.5">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => {
            setIsOpen(!isOpen);
          }}
          className="flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-secondary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon name={isOpen ? 'chevron-down' : 'chevron-right'} size={13} />
          {title}
          <span className="rounded-full bg-surface-sunken px-1.5 text-xs tabular-nums text-tertiary">
            {count}
          </span>
        </button>
      </h2>
      {isOpen && (
        <ul
          id={listId}
          className="divide-y divide-subtle overflow-hidden rounded-lg border border-subtle bg-surface"
        >
          {children}
        </ul>
      )}
    </section>
  );
}
