import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { cx } from '#web/ui/cx';
import { memberLabel } from './MemberChoices';
import { ModuleProgressBar, ModuleStatusBadge, moduleDates } from './ModuleBits';
import { canArchiveModule, type Module } from './modules-wire';

export interface ModuleRowActions {
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
  onToggleFavorite: () => void;
}

/**
 * One module in the modules list: its name (opening its work items), favorite star, status,
 * lead, dates and progress, and its actions. On phones the details wrap under the name.
 */
export const ModuleRow = observer(function ModuleRow({
  slug,
  module,
  canWrite,
  actions,
}: {
  slug: string;
  module: Module;
  canWrite: boolean;
  actions: ModuleRowActions;
}) {
  const { t } = useTranslation(['modules', 'common']);
  const members = useProjectMembers().members(module.project_id);
  const lead = module.lead_id
    ? members?.find((member) => member.member === module.lead_id)
    : undefined;
  const isArchived = Boolean(module.archived_at);
  const rowActions: RowAction[] = isArchived
    ? [
        { label: t('actions.restore'), icon: 'archive-restore', onSelect: actions.onRestore },
        { label: t('actions.delete'), icon: 'trash', onSelect: actions.onDelete, isDanger: true },
      ]
    : [
        { label: t('actions.edit'), icon: 'pencil', onSelect: actions.onEdit },
        ...(canArchiveModule(module.status)
          ? [{ label: t('actions.archive'), icon: 'archive' as const, onSelect: actions.onArchive }]
          : []),
        { label: t('actions.delete'), icon: 'trash', onSelect: actions.onDelete, isDanger: true },
      ];
  return (
    <li
      data-testid="module-row"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-subtle px-4 py-3 hover:bg-surface-hover md:flex-nowrap md:px-6"
    >
      <div className="flex min-w-0 flex-1 basis-full items-center gap-2 md:basis-auto">
        <Icon name="boxes" size={16} className="shrink-0 text-tertiary" />
        <Link
          to={`/${slug}/projects/${module.project_id}/modules/${module.id}`}
          aria-label={t('row.open', { name: module.name })}
          className="min-w-0 truncate font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {module.name}
        </Link>
        {!isArchived && (
          <button
            type="button"
            aria-pressed={module.is_favorite}
            aria-label={module.is_favorite ? t('row.unfavorite') : t('row.favorite')}
            title={module.is_favorite ? t('row.unfavorite') : t('row.favorite')}
            onClick={actions.onToggleFavorite}
            className={cx(
              'flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:size-10',
              module.is_favorite ? 'text-warning' : 'text-tertiary hover:text-primary',
            )}
          >
            <Icon name="star" size={14} isFilled={module.is_favorite} />
          </button>
        )}
      </div>
      <ModuleProgressBar module={module} className="w-40 max-md:flex-1" />
      <ModuleStatusBadge status={module.status} />
      <span className="w-44 shrink-0 truncate text-sm text-secondary max-md:w-auto">
        {moduleDates(module)}
      </span>
      <span
        className="flex w-8 shrink-0 justify-center"
        title={lead ? memberLabel(lead) : t('row.noLead')}
      >
        {lead ? (
          <Avatar name={memberLabel(lead)} src={lead.member_detail.avatar} size="sm" />
        ) : (
          <Icon name="circle-user" size={18} className="text-tertiary" />
        )}
        <span className="sr-only">{lead ? memberLabel(lead) : t('row.noLead')}</span>
      </span>
      {canWrite && (
        <RowActionsMenu label={t('row.actions', { name: module.name })} actions={rowActions} />
      )}
    </li>
  );
});
