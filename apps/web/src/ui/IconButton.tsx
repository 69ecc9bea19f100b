import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: IconName;
  /** Names the button for screen readers and shows as its tooltip. */
  label: string;
  tone?: 'neutral' | 'danger';
}

/** A square button that is only an icon, such as a row's remove action. */
export function IconButton({
  icon,
  label,
  tone = 'neutral',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        'flex size-7 shrink-0 touch:size-10 items-center justify-center rounded-md text-tertiary transition-colors duration-100 hover:bg-surface-hover disabled:pointer-events-none disabled:opacity-40',
        tone === 'danger' ? 'hover:text-danger' : 'hover:text-primary',
        className,
      )}
      {...rest}
    >
      <Icon name={icon} size={15} />
    </button>
  );
}
