import { PAGE_ACCESS, type Page } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readProjectLogo } from '#web/domains/projects/project-logo';
import { formatDateTime, formatRelativeTime } from '#web/lib/format';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { cx } from '#web/ui/cx';
import type { PagePermissions } from './page-permissions';

/** What a row's controls do; the screen runs them against the store. */
export interface PageRowActions {
  onToggleExpanded: () => void;
  onToggleFavorite: () => void;
  onCopyLink: () => void;
  onToggleAccess: () => void;
  onToggleLock: () => void;
  onDuplicate: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
  onMove: () => void;
}

/** Who owns the page, as the row shows them. */
export interface PageOwner {
  name: string;
  avatarUrl: string | null;
}

/** How far each level of the tree is indented, in px. */
const INDENT_PX = 20;

/** A page's emoji or icon (logo_props, the same shape as a project's); a document icon without. */
function PageLogo({ page }: { page: Page }) {
  const logo = readProjectLogo(page.logo_props);
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 shrink-0 items-center justify-center text-sm leading-none text-tertiary"
    >
      {logo.kind === 'emoji' && logo.emoji}
      {logo.kind === 'icon' && <Icon name={logo.name} size={14} color={logo.color} />}
      {logo.kind === 'none' && <Icon name="file-text" size={15} />}
    </span>
  );
}

type MenuLabel =
  | 'copyLink'
  | 'restore'
  | 'delete'
  | 'makePublic'
  | 'makePrivate'
  | 'unlock'
  | 'lock'
  | 'duplicate'
  | 'move'
  | 'archive';

/** The row's actions: what the viewer may do with the page as it stands (archived or live). */
function rowMenu(
  page: Page,
  permissions: PagePermissions,
  canMove: boolean,
  actions: PageRowActions,
  t: (key: `actions.${MenuLabel}`) => string,
): RowAction[] {
  const menu: RowAction[] = [
    { label: t('actions.copyLink'), icon: 'link', onSelect: actions.onCopyLink },
  ];
  if (page.archived_at !== null) {
    if (permissions.canManage)
      menu.push(
        { label: t('actions.restore'), icon: 'archive-restore', onSelect: actions.onRestore },
        { label: t('actions.delete'), icon: 'trash', onSelect: actions.onDelete, isDanger: true },
      );
    return menu;
  }
  const isPrivate = page.access === PAGE_ACCESS.private;
  if (permissions.canManage)
    menu.push(
      {
        label: isPrivate ? t('actions.makePublic') : t('actions.makePrivate'),
        icon: isPrivate ? 'globe' : 'eye-off',
        onSelect: actions.onToggleAccess,
      },
      {
        label: page.is_locked ? t('actions.unlock') : t('actions.lock'),
        icon: 'lock',
        onSelect: actions.onToggleLock,
      },
    );
  if (permissions.canDuplicate)
    menu.push({ label: t('actions.duplicate'), icon: 'copy', onSelect: actions.onDuplicate });
  if (permissions.canManage && canMove)
    menu.push({ label: t('actions.move'), icon: 'folder-input', onSelect: actions.onMove });
  if (permissions.canManage)
    menu.push({ label: t('actions.archive'), icon: 'archive', onSelect: actions.onArchive });
  return menu;
}

/**
 * One page of the list: indented under its parent with a toggle for its own children, its logo,
 * title (opening the page), lock and privacy marks, owner, last change, star and actions.
 */
export const PageRow = observer(function PageRow({
  href,
  page,
  depth,
  childCount,
  isExpanded,
  owner,
  permissions,
  canMove,
  actions,
}: {
  href: string;
  page: Page;
  depth: number;
  childCount: number;
  isExpanded: boolean;
  owner: PageOwner | undefined;
  permissions: PagePermissions;
  /** Whether another project can take the page (one where the viewer adds pages). */
  canMove: boolean;
  actions: PageRowActions;
}) {
  const { t } = useTranslation('pages');
  const title = page.name.trim() === '' ? t('row.untitled') : page.name;
  const isPrivate = page.access === PAGE_ACCESS.private;
  const menu = rowMenu(page, permissions, canMove, actions, t);
  return (
    <li
      data-testid="page-row"
      className="flex items-center gap-2 border-b border-subtle py-2 pr-2 hover:bg-surface-hover md:pr-4"
      style={{ paddingLeft: `${String(12 + depth * INDENT_PX)}px` }}
    >
      {childCount > 0 ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-label={t(isExpanded ? 'row.collapse' : 'row.expand', { name: title })}
          title={t(isExpanded ? 'row.collapseHint' : 'row.expandHint', {
            number: childCount,
          })}
          onClick={actions.onToggleExpanded}
          className="flex size-6 shrink-0 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus touch:size-10"
        >
          <Icon name={isExpanded ? 'chevron-down' : 'chevron-right'} size={14} />
        </button>
      ) : (
        <span aria-hidden="true" className="size-6 shrink-0 touch:size-10" />
      )}
      <PageLogo page={page} />
      <Link
        to={href}
        className={cx(
          'min-w-0 flex-1 truncate rounded-sm focus-visible:outline-2 focus-visible:outline-focus',
          page.name.trim() === '' ? 'text-tertiary' : 'text-primary',
          'hover:underline',
        )}
      >
        {title}
      </Link>
      {isPrivate && (
        <span title={t('row.private')} className="flex shrink-0 text-tertiary">
          <Icon name="eye-off" size={13} />
          <span className="sr-only">{t('row.private')}</span>
        </span>
      )}
      {page.is_locked && (
        <span title={t('row.locked')} className="flex shrink-0 text-tertiary">
          <Icon name="lock" size={13} />
          <span className="sr-only">{t('row.locked')}</span>
        </span>
      )}
      <time
        dateTime={page.updated_at}
        title={t('row.updatedAt', { date: formatDateTime(page.updated_at) })}
        className="hidden shrink-0 text-sm text-tertiary tabular-nums sm:inline"
      >
        {formatRelativeTime(page.updated_at)}
      </time>
      <span
        title={t('row.owner', { name: owner?.name ?? t('row.unknownOwner') })}
        className="flex shrink-0"
      >
        <Avatar name={owner?.name ?? ''} src={owner?.avatarUrl ?? null} size="sm" />
        <span className="sr-only">
          {t('row.owner', { name: owner?.name ?? t('row.unknownOwner') })}
        </span>
      </span>
      {permissions.canFavorite ? (
        <button
          type="button"
          aria-pressed={page.is_favorite}
          aria-label={t('row.favoriteNamed', { name: title })}
          title={page.is_favorite ? t('row.unfavorite') : t('row.favorite')}
          onClick={actions.onToggleFavorite}
          className={cx(
            'flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:size-10',
            page.is_favorite ? 'text-warning' : 'text-tertiary hover:text-primary',
          )}
        >
          <Icon name="star" size={14} isFilled={page.is_favorite} />
        </button>
      ) : (
        <span aria-hidden="true" className="size-7 shrink-0 touch:size-10" />
      )}
      <RowActionsMenu label={t('row.actions', { name: title })} actions={menu} />
    </li>
  );
});
