import { VIEW_ACCESS, type View } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { cx } from '#web/ui/cx';

export interface ViewRowActions {
  onEdit: () => void;
  onToggleLock: () => void;
  onToggleAccess: () => void;
  onDelete: () => void;
  onToggleFavorite: () => void;
}

/**
 * One saved view in the views list: its name (opening its work items), description, whether it
 * is private or locked, the favorite star, and (for its owner or an admin) its actions.
 */
export function ViewRow({
  slug,
  view,
  canManage,
  canFavorite,
  actions,
}: {
  slug: string;
  view: View;
  canManage: boolean;
  canFavorite: boolean;
  actions: ViewRowActions;
}) {
  const { t } = useTranslation('views');
  const isPrivate = view.access === VIEW_ACCESS.private;
  const rowActions: RowAction[] = [
    { label: t('actions.edit'), icon: 'pencil', onSelect: actions.onEdit },
    {
      label: view.is_locked ? t('actions.unlock') : t('actions.lock'),
      icon: 'lock',
      onSelect: actions.onToggleLock,
    },
    {
      label: isPrivate ? t('actions.makePublic') : t('actions.makePrivate'),
      icon: isPrivate ? 'globe' : 'eye-off',
      onSelect: actions.onToggleAccess,
    },
    { label: t('actions.delete'), icon: 'trash', onSelect: actions.onDelete, isDanger: true },
  ];
  return (
    <li
      data-testid="view-row"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-subtle px-4 py-3 hover:bg-surface-hover md:flex-nowrap md:px-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Icon name="layers" size={16} className="shrink-0 text-tertiary" />
        <Link
          to={`/${slug}/projects/${view.project_id ?? ''}/views/${view.id}`}
          className="min-w-0 truncate font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {view.name}
        </Link>
        {isPrivate && (
          <span title={t('access.private')} className="flex shrink-0 text-tertiary">
            <Icon name="eye-off" size={13} />
            <span className="sr-only">{t('access.private')}</span>
          </span>
        )}
        {view.is_locked && (
          <span title={t('row.locked')} className="flex shrink-0 text-tertiary">
            <Icon name="lock" size={13} />
            <span className="sr-only">{t('row.locked')}</span>
          </span>
        )}
        {canFavorite && (
          <button
            type="button"
            aria-pressed={view.is_favorite}
            aria-label={t('row.favoriteNamed', { name: view.name })}
            title={view.is_favorite ? t('row.unfavorite') : t('row.favorite')}
            onClick={actions.onToggleFavorite}
            className={cx(
              'flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:size-10',
              view.is_favorite ? 'text-warning' : 'text-tertiary hover:text-primary',
            )}
          >
            <Icon name="star" size={14} isFilled={view.is_favorite} />
          </button>
        )}
      </div>
      {view.description !== '' && (
        <p className="order-last min-w-0 basis-full truncate text-sm text-secondary md:order-none md:max-w-96 md:basis-auto">
          {view.description}
        </p>
      )}
      {canManage && (
        <span className="ml-auto flex md:order-last">
          <RowActionsMenu label={t('row.actions', { name: view.name })} actions={rowActions} />
        </span>
      )}
    </li>
  );
}
