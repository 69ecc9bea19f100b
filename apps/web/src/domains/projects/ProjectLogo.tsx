import type { Project } from '@keel/core';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { readProjectLogo } from './project-logo';

const SIZES = {
  sm: { box: 'size-5 text-sm', icon: 13 },
  md: { box: 'size-7 text-md', icon: 16 },
  lg: { box: 'size-10 text-xl', icon: 22 },
} as const;

/** A project's emoji or icon in a rounded square; the first letter of its name when it has none. */
export function ProjectLogo({
  project,
  size = 'md',
  className,
}: {
  project: Pick<Project, 'name' | 'logo_props'>;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const logo = readProjectLogo(project.logo_props);
  const { box, icon } = SIZES[size];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-md bg-surface-hover leading-none',
        box,
        className,
      )}
    >
      {logo.kind === 'emoji' && logo.emoji}
      {logo.kind === 'icon' && <Icon name={logo.name} size={icon} color={logo.color} />}
      {logo.kind === 'none' && (
        <span className="font-semibold text-secondary">
          {Array.from(project.name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
    </span>
  );
}
