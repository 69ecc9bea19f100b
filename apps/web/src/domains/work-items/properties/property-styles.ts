import { cx } from '#web/ui/cx';

/**
 * How a property looks where it is drawn: 'badge' is a compact chip in rows and cards, 'cell'
 * fills a spreadsheet cell, 'button' is a roomy control in dialogs.
 */
export type PropertyVariant = 'badge' | 'cell' | 'button';

const VARIANTS: Record<PropertyVariant, string> = {
  // On touch screens a chip is 32px high and its target reaches 4px above and below it (40px).
  badge:
    'relative h-6 max-w-48 rounded-md border px-1.5 text-xs touch:h-8 touch:min-w-10 touch:justify-center touch:before:absolute touch:before:inset-x-0 touch:before:-inset-y-1',
  cell: 'h-full w-full px-2 text-sm',
  button:
    'h-7 max-w-72 rounded-md border border-subtle bg-surface px-2 text-sm shadow-xs touch:h-10',
};

/**
 * The trigger of a property dropdown, or the read-only chip drawn in its place. An empty badge
 * (no assignee, no date) drops its frame so that rows stay calm; hovering shows it again.
 */
export function propertyTriggerClassName(
  variant: PropertyVariant,
  options: { isInteractive: boolean; tone?: 'neutral' | 'danger' | undefined; isEmpty?: boolean },
): string {
  const isQuiet = variant === 'badge' && options.isEmpty === true;
  return cx(
    'inline-flex min-w-0 shrink-0 items-center gap-1.5 whitespace-nowrap outline-none transition-colors duration-100',
    VARIANTS[variant],
    variant === 'badge' &&
      (isQuiet ? 'border-transparent hover:border-subtle' : 'border-subtle bg-surface'),
    options.tone === 'danger'
      ? 'text-danger'
      : variant === 'button'
        ? options.isEmpty === true
          ? 'text-secondary'
          : 'text-primary'
        : isQuiet
          ? 'text-tertiary'
          : 'text-secondary',
    options.isInteractive &&
      'cursor-pointer hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
    options.isInteractive && options.tone !== 'danger' && 'hover:text-primary',
  );
}
