import type { ReactNode } from 'react';
import { cx } from './cx';

export interface SettingsSectionHeaderProps {
  title: string;
  description: ReactNode;
  /** Controls on the right, such as a search field and the screen's main button. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a settings screen: its title and what it is for, with its actions beside them. */
export function SettingsSectionHeader({
  title,
  description,
  actions,
  className,
}: SettingsSectionHeaderProps) {
  const hasActions = actions !== undefined && actions !== null && actions !== false;
  const heading = (
    <div className={hasActions ? undefined : className}>
      <h1 className="text-lg font-semibold text-primary">{title}</h1>
      <p className="mt-1 text-base text-secondary">{description}</p>
    </div>
  );
  if (!hasActions) return heading;
  return (
    <div className={cx('flex flex-wrap items-end justify-between gap-3', className)}>
      {heading}
      <div className="flex items-center gap-2">{actions}</div>
    </div>
  );
}
