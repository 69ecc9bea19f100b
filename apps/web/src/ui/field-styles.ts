import { cx } from './cx';

/** The look of text inputs and selects, shared so that every form control lines up. */
export function controlClassName(hasError = false): string {
  return cx(
    'h-8 rounded-md border touch:h-10 bg-surface px-2.5 text-base text-primary shadow-xs transition-colors duration-100 placeholder:text-tertiary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-secondary',
    hasError ? 'border-danger' : 'border-strong hover:border-tertiary',
  );
}
