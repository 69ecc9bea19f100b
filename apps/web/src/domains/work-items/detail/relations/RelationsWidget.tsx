import type { RelationType } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { Icon, type IconName } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';
import { useWorkItemDetail } from '../detail-context';
import { DetailWidgetSection, WidgetLoadFailed } from '../links/DetailWidgetSection';
import { WidgetAddMenu } from '../links/WidgetAddMenu';
import { WorkItemPickerDialog } from '../work-item-picker/WorkItemPickerDialog';
import { RELATION_ORDER, relationLabel } from './relation-groups';
import { RelatedItemRow } from './RelatedItemRow';
import { RelationsStore } from './relations-store';

const RELATION_ICONS: Readonly<Record<RelationType, IconName>> = {
  blocking: 'ban',
  blocked_by: 'ban',
  relates_to: 'link',
  duplicate: 'copy',
  start_before: 'calendar-clock',
  start_after: 'calendar-clock',
  finish_before: 'calendar-check',
  finish_after: 'calendar-check',
  implements: 'check-circle',
  implemented_by: 'check-circle',
};

/**
 * The detail's relations, grouped by how this item reads them (Blocking, Blocked by, …). "Add
 * relation" asks for the type, then picks the items (from any project of the workspace).
 */
export const RelationsWidget = observer(function RelationsWidget() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const api = useApi();
  const { slug, projectId, workItemId, canEdit } = useWorkItemDetail();
  const [store] = useState(
    () =>
      new RelationsStore({
        api,
        slug,
        projectId,
        workItemId,
        notifyError: showErrorToast,
      }),
  );
  const [pickingType, setPickingType] = useState<RelationType | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);
  // Changed by someone else (realtime): read the list again.
  useWorkItemChange(workItemId, ['work_item_relation'], () => store.load());

  return (
    <DetailWidgetSection
      title={t('relations.heading')}
      count={store.count}
      testId="relations-widget"
      actions={
        canEdit
          ? (open) => (
              <WidgetAddMenu
                label={t('relations.add')}
                onOpenWidget={open}
                choices={RELATION_ORDER.map((type) => ({
                  key: type,
                  label: t(`relation.${type}`),
                  icon: RELATION_ICONS[type],
                  onSelect: () => {
                    setPickingType(type);
                  },
                }))}
              />
            )
          : undefined
      }
    >
      {store.isWaiting && (
        <div className="flex flex-col gap-2 px-1.5 py-1" aria-label={t('relations.loading')}>
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      {store.status === 'error' && (
        <WidgetLoadFailed
          message={t('relations.loadFailed')}
          onRetry={() => {
            void store.load();
          }}
        />
      )}
      {store.status === 'ready' && store.count === 0 && (
        <p className="px-1.5 py-1 text-sm text-tertiary">
          {canEdit ? t('relations.emptyEditable') : t('relations.empty')}
        </p>
      )}
      {store.status === 'ready' &&
        store.groups.map((group) => (
          <div
            key={group.type}
            className="mb-1"
            data-testid="relation-group"
            data-type={group.type}
          >
            <h3 className="flex items-center gap-1.5 px-1.5 pb-0.5 pt-1 text-xs font-medium text-tertiary">
              <Icon name={RELATION_ICONS[group.type]} size={12} />
              {t(`relation.${group.type}`)}
            </h3>
            <ul aria-label={t(`relation.${group.type}`)} className="flex flex-col">
              {group.items.map((item) => (
                <RelatedItemRow
                  key={item.id}
                  item={item}
                  slug={slug}
                  type={group.type}
                  canEdit={canEdit}
                  onRemove={() => void store.remove(group.type, item.id)}
                />
              ))}
            </ul>
          </div>
        ))}
      <WorkItemPickerDialog
        isOpen={pickingType !== null}
        onClose={() => {
          setPickingType(null);
        }}
        title={
          pickingType
            ? t('relations.addTyped', { type: relationLabel(pickingType) })
            : t('relations.add')
        }
        slug={slug}
        projectId={projectId}
        isMulti
        isWorkspaceSearch
        purpose={{ kind: 'issue_relation', issueId: workItemId }}
        excludeIds={[workItemId, ...store.relatedIds]}
        onSubmit={(picked) => {
          if (pickingType) void store.add(pickingType, picked);
        }}
      />
    </DetailWidgetSection>
  );
});
