import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { IconButton } from '#web/ui/IconButton';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { useWorkItemsScreen } from '../screen-context';
import { useWorkItemDetail } from './detail-context';
import { formatWorkItemKey } from './work-item-links';
import { WorkItemPickerDialog } from './work-item-picker/WorkItemPickerDialog';

/**
 * The item's parent: its key and name, changed through the work-item picker (which leaves out
 * the item and its descendants) or removed. The expanded parent is refetched after a change.
 */
export const ParentProperty = observer(function ParentProperty() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId, canEditFields: canEdit } = useWorkItemDetail();
  const workItems = useWorkItems();
  const { lookups } = useWorkItemsScreen();
  const [isPicking, setIsPicking] = useState(false);
  const item = workItems.get(workItemId);
  const extras = workItems.details.get(workItemId);
  if (!item) return null;
  const expanded = extras?.parent ?? null;
  const parent = item.parent_id === null ? null : (workItems.get(item.parent_id) ?? expanded);
  const identifier =
    parent === null
      ? ''
      : lookups.projectIdentifier(parent.project_id) ||
        (parent.project_id === projectId ? (extras?.project_identifier ?? '') : '');

  const setParent = async (parentId: string | null) => {
    const isSaved = await workItems.update(slug, workItemId, { parent_id: parentId });
    if (isSaved)
      void workItems.detailSync.fetch(slug, projectId, workItemId).catch(() => undefined);
  };

  const label = parent
    ? t('parent.label', {
        value: identifier
          ? `${formatWorkItemKey(identifier, parent.sequence_id)} ${parent.name}`
          : parent.name,
      })
    : t('parent.label', { value: t('common:none') });

  const content =
    parent === null ? (
      <span className="text-tertiary">{canEdit ? t('parent.add') : t('common:none')}</span>
    ) : (
      <>
        {parent.state__group !== null && isEditableStateGroup(parent.state__group) && (
          <StateGroupIcon group={parent.state__group} />
        )}
        {identifier !== '' && (
          <span className="shrink-0 font-mono text-xs text-tertiary">
            {formatWorkItemKey(identifier, parent.sequence_id)}
          </span>
        )}
        <span className="truncate text-primary">{parent.name}</span>
      </>
    );

  return (
    <div className="group/parent flex min-w-0 flex-1 items-center">
      {canEdit ? (
        <button
          type="button"
          aria-label={label}
          title={label}
          data-testid="property-parent"
          onClick={() => {
            setIsPicking(true);
          }}
          className="flex h-8 min-w-0 touch:h-10 flex-1 items-center gap-1.5 rounded-md px-2 text-left text-sm outline-none hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
        >
          {content}
        </button>
      ) : (
        <span
          aria-label={label}
          className="flex h-8 min-w-0 touch:h-10 flex-1 items-center gap-1.5 px-2 text-sm"
        >
          {content}
        </span>
      )}
      {canEdit && parent !== null && (
        <IconButton
          icon="x"
          label={t('parent.remove')}
          className="opacity-0 group-hover/parent:opacity-100 focus-visible:opacity-100 touch:opacity-100"
          onClick={() => {
            void setParent(null);
          }}
        />
      )}
      {isPicking && (
        <WorkItemPickerDialog
          isOpen
          title={t('parent.select')}
          slug={slug}
          projectId={projectId}
          purpose={{ kind: 'parent', issueId: workItemId }}
          excludeIds={[workItemId]}
          onClose={() => {
            setIsPicking(false);
          }}
          onSubmit={(picked) => {
            setIsPicking(false);
            const [chosen] = picked;
            if (chosen && chosen.id !== item.parent_id) void setParent(chosen.id);
          }}
        />
      )}
    </div>
  );
});
