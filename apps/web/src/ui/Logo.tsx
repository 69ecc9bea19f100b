import { cx } from './cx';

export interface LogoMarkProps {
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/** Keel's mark: a sailing boat on the accent colour. Decorative; the wordmark or a label names it. */
export function LogoMark({ size = 20, className }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path d="M16.5 6.5 23.5 18H16.5Z" className="fill-on-accent" />
      <path d="M14.5 9.5V18H9.5Z" className="fill-on-accent" fillOpacity="0.72" />
      <path
        d="M7 20h18l-2.2 3.6a2 2 0 0 1-1.7 1H10.9a2 2 0 0 1-1.7-1Z"
        className="fill-on-accent"
      />
    </svg>
  );
}

/** The product's name, the same in every language. */
const BRAND = 'Keel';

/** The mark and the "Keel" wordmark, as shown in the header. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LogoMark size={22} />
      <span className="text-md font-semibold tracking-tight text-primary">{BRAND}</span>
    </span>
  );
}
