import { NavLink } from 'react-router';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';

export interface SidebarLinkProps {
  to: string;
  icon: IconName;
  label: string;
  /** Active only on `to` itself, not below it; for a section whose children have their own link. */
  end?: boolean;
  /** A count shown at the row's end (drafts); nothing when zero or absent. */
  count?: number;
}

/** A navigation row in a layout's sidebar, highlighted while its route is open. */
export function SidebarLink({ to, icon, label, end = false, count }: SidebarLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-base touch:py-2.5 transition-colors duration-100',
          isActive
            ? 'bg-surface-hover font-medium text-primary'
            : 'text-secondary hover:bg-surface-hover hover:text-primary',
        )
      }
    >
      <Icon name={icon} size={15} className="shrink-0" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && count > 0 && (
        <span
          className="text-xs tabular-nums text-tertiary"
          aria-label={`${String(count)} ${label.toLowerCase()}`}
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}
