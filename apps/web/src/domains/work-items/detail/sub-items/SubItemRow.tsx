import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjects } from '#web/domains/projects/use-projects';
import { useWorkItem } from '#web/domains/work-items/use-work-items';
import { IconButton } from '#web/ui/IconButton';
import { AssigneesDropdown } from '#web/domains/work-items/properties/AssigneesDropdown';
import { PriorityDropdown } from '#web/domains/work-items/properties/PriorityDropdown';
import { StateDropdown } from '#web/domains/work-items/properties/StateDropdown';
import { browsePath, formatWorkItemKey } from '../work-item-links';

export interface SubItemRowProps {
  id: string;
  slug: string;
  canEdit: boolean;
  onRemove: (id: string) => void;
}

/** One sub-item: its state, key and name (opening it), priority, assignees and a remove action. */
export const SubItemRow = observer(function SubItemRow({
  id,
  slug,
  canEdit,
  onRemove,
}: SubItemRowProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const projects = useProjects();
  const item = useWorkItem(id);
  if (!item) return null;
  const identifier = projects.get(item.project_id)?.identifier ?? '';
  const key = formatWorkItemKey(identifier, item.sequence_id);
  return (
    <li
      data-testid="sub-item-row"
      data-id={id}
      className="group flex h-9 items-center gap-2 rounded-md px-1.5 hover:bg-surface-hover"
    >
      <StateDropdown id={id} variant="badge" />
      <Link
        to={browsePath(slug, identifier, item.sequence_id)}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-sm text-base text-primary outline-none focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="shrink-0 text-sm text-tertiary tabular-nums">{key}</span>
        <span className="truncate">{item.name}</span>
      </Link>
      <PriorityDropdown id={id} variant="badge" />
      <AssigneesDropdown id={id} variant="badge" />
      {canEdit && (
        <IconButton
          icon="x"
          label={t('subItems.remove', { key })}
          tone="danger"
          onClick={() => {
            onRemove(id);
          }}
          className="opacity-0 group-hover:opacity-100 touch:opacity-100 focus-visible:opacity-100"
        />
      )}
    </li>
  );
});
