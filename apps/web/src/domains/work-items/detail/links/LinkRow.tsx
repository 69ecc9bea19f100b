import type { WorkItemLink } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { hostOf, linkLabel } from './link-display';

export interface LinkRowProps {
  link: WorkItemLink;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One link: opens in a new tab; its host beside it; edit and delete for those who may. */
export function LinkRow({ link, canEdit, onEdit, onDelete }: LinkRowProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const label = linkLabel(link);
  const isPending = link.id.startsWith('local-');
  return (
    <li
      data-testid="link-row"
      data-id={link.id}
      className="group flex h-8 items-center gap-2 rounded-md px-1.5 hover:bg-surface-hover"
    >
      <Icon name="link" size={14} className="shrink-0 text-tertiary" />
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        title={link.url}
        className="flex min-w-0 flex-1 items-baseline gap-2 rounded-sm text-base text-primary outline-none hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="truncate">{label}</span>
        <span className="shrink-0 text-xs text-tertiary">{hostOf(link.url)}</span>
        <span className="sr-only">{t('links.newTab')}</span>
      </a>
      {canEdit && !isPending && (
        <div className="flex items-center opacity-0 group-hover:opacity-100 touch:opacity-100 group-focus-within:opacity-100">
          <IconButton icon="pencil" label={t('links.editNamed', { label })} onClick={onEdit} />
          <IconButton
            icon="trash"
            label={t('links.deleteNamed', { label })}
            tone="danger"
            onClick={onDelete}
          />
        </div>
      )}
    </li>
  );
}
