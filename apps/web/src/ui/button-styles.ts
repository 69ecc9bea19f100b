import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
}

const BASE =
  'inline-flex shrink-0 select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-md border font-medium transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-accent text-on-accent shadow-xs hover:bg-accent-hover',
  secondary: 'border-strong bg-surface text-primary shadow-xs hover:bg-surface-hover',
  ghost: 'border-transparent text-secondary hover:bg-surface-hover hover:text-primary',
  danger: 'border-transparent bg-danger text-on-accent shadow-xs hover:bg-danger-hover',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-sm touch:h-10',
  md: 'h-8 px-3 text-base touch:h-10',
  lg: 'h-9 px-4 text-md touch:h-10',
};

/** The look of a button, shared by <Button> and links that act as buttons (<ButtonLink>). */
export function buttonClassName({ variant = 'secondary', size = 'md' }: ButtonStyleOptions = {}) {
  return cx(BASE, VARIANTS[variant], SIZES[size]);
}
