import { cx } from './cx';

export interface AvatarProps {
  /** The name the initial is taken from. */
  name: string;
  /** Picture URL; the initial is shown without one. */
  src?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Square with rounded corners, as workspace logos are drawn. */
  isSquare?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-5 text-xs', md: 'size-7 text-sm', lg: 'size-10 text-lg' } as const;

/** A person's or workspace's picture, or its initial on a tint picked from the name. */
export function Avatar({ name, src, size = 'md', isSquare = false, className }: AvatarProps) {
  const shape = isSquare ? 'rounded-md' : 'rounded-full';
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={cx(SIZES[size], shape, 'shrink-0 object-cover', className)}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cx(
        SIZES[size],
        shape,
        'inline-flex shrink-0 select-none items-center justify-center bg-accent font-semibold text-on-accent',
        className,
      )}
    >
      {initial}
    </span>
  );
}
