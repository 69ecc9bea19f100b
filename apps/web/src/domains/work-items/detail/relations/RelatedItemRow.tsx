import type { RelatedWorkItem, RelationType } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '#web/ui/IconButton';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { defaultStateColor, isEditableStateGroup } from '#web/domains/states/state-groups';
import { browsePath, formatWorkItemKey } from '../work-item-links';

export interface RelatedItemRowProps {
  item: RelatedWorkItem;
  slug: string;
  /** The relation as this item reads it, for the remove button's name. */
  type: RelationType;
  canEdit: boolean;
  onRemove: () => void;
}

/** One related item: its state, key and name (opening it) and a remove action. */
export function RelatedItemRow({ item, slug, type, canEdit, onRemove }: RelatedItemRowProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const key = formatWorkItemKey(item.project__identifier, item.sequence_id);
  return (
    <li
      data-testid="related-item-row"
      data-id={item.id}
      className="group flex h-8 items-center gap-2 rounded-md px-1.5 hover:bg-surface-hover"
    >
      {item.state__group !== null && isEditableStateGroup(item.state__group) ? (
        <StateGroupIcon
          group={item.state__group}
          color={defaultStateColor(item.state__group)}
          className="shrink-0"
        />
      ) : (
        <span aria-hidden="true" className="size-3.5 shrink-0" />
      )}
      <Link
        to={browsePath(slug, item.project__identifier, item.sequence_id)}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-sm text-base text-primary outline-none focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span className="shrink-0 text-sm text-tertiary tabular-nums">{key}</span>
        <span className="truncate">{item.name}</span>
      </Link>
      {canEdit && (
        <IconButton
          icon="x"
          label={t(`relations.removeTyped.${type}`, { key })}
          tone="danger"
          onClick={onRemove}
          className="opacity-0 group-hover:opacity-100 touch:opacity-100 focus-visible:opacity-100"
        />
      )}
    </li>
  );
}
