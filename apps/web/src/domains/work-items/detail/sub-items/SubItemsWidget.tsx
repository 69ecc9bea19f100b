import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { Spinner } from '#web/ui/Spinner';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemChange } from '#web/domains/realtime/use-realtime';
import { useWorkItemDetail } from '../detail-context';
import { DetailWidgetSection, WidgetLoadFailed } from '../links/DetailWidgetSection';
import { WidgetAddMenu } from '../links/WidgetAddMenu';
import { WorkItemPickerDialog } from '../work-item-picker/WorkItemPickerDialog';
import { InlineSubItemForm } from './InlineSubItemForm';
import { SubItemRow } from './SubItemRow';
import { SubItemsProgress } from './SubItemsProgress';
import { SubItemsStore } from './sub-items-store';

/**
 * The detail's sub-work items: a header with the count, the progress by state group, the rows,
 * and two ways to add (a new item typed inline, or existing ones picked in a dialog).
 */
export const SubItemsWidget = observer(function SubItemsWidget() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const api = useApi();
  const workItemsStore = useWorkItems();
  const { slug, projectId, workItemId, canEdit } = useWorkItemDetail();
  const [store] = useState(
    () =>
      new SubItemsStore({
        api,
        workItems: workItemsStore,
        slug,
        projectId,
        workItemId,
        notifyError: showErrorToast,
      }),
  );
  const [isPicking, setIsPicking] = useState(false);
  const [isCreating, setIsCreating] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);
  // Changed by someone else (realtime): read the list again.
  useWorkItemChange(workItemId, ['sub_items'], () => store.load());

  const items = store.items;
  const count = items.length;

  return (
    <DetailWidgetSection
      title={t('subItems.heading')}
      count={count}
      testId="sub-items-widget"
      summary={<SubItemsProgress distribution={store.distribution} />}
      actions={
        canEdit
          ? (open) => (
              <WidgetAddMenu
                label={t('toolbar.addSubItem')}
                onOpenWidget={open}
                choices={[
                  {
                    key: 'new',
                    label: t('subItems.createNew'),
                    icon: 'plus',
                    onSelect: () => {
                      setIsCreating(true);
                    },
                  },
                  {
                    key: 'existing',
                    label: t('subItems.addExisting'),
                    icon: 'search',
                    onSelect: () => {
                      setIsPicking(true);
                    },
                  },
                ]}
              />
            )
          : undefined
      }
    >
      {store.isWaiting && (
        <div className="flex flex-col gap-2 px-1.5 py-1" aria-label={t('subItems.loading')}>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
      {store.status === 'error' && (
        <WidgetLoadFailed
          message={t('subItems.loadFailed')}
          onRetry={() => {
            void store.load();
          }}
        />
      )}
      {store.status === 'ready' && (
        <>
          {count > 0 && (
            <ul aria-label={t('subItems.heading')} className="flex flex-col">
              {items.map((item) => (
                <SubItemRow
                  key={item.id}
                  id={item.id}
                  slug={slug}
                  canEdit={canEdit}
                  onRemove={(id) => void store.remove(id)}
                />
              ))}
            </ul>
          )}
          {store.isAdding && (
            <div className="flex items-center gap-2 px-1.5 py-2 text-sm text-tertiary">
              <Spinner size={14} /> {t('subItems.adding')}
            </div>
          )}
          {count === 0 && !isCreating && !store.isAdding && (
            <p className="px-1.5 py-1 text-sm text-tertiary">
              {canEdit ? t('subItems.emptyEditable') : t('subItems.empty')}
            </p>
          )}
          {canEdit && isCreating && (
            <InlineSubItemForm
              onCreate={(name) => store.createInline(name)}
              onClose={() => {
                setIsCreating(false);
              }}
            />
          )}
          {canEdit && !isCreating && (
            <button
              type="button"
              onClick={() => {
                setIsCreating(true);
              }}
              className="mt-0.5 flex h-8 w-full items-center gap-2 rounded-md px-1.5 text-sm text-tertiary outline-none hover:bg-surface-hover hover:text-secondary focus-visible:outline-2 focus-visible:outline-focus"
            >
              <Icon name="plus" size={14} />
              {t('subItems.new')}
            </button>
          )}
        </>
      )}
      <WorkItemPickerDialog
        isOpen={isPicking}
        onClose={() => {
          setIsPicking(false);
        }}
        title={t('subItems.pickTitle')}
        slug={slug}
        projectId={projectId}
        isMulti
        purpose={{ kind: 'sub_issue', issueId: workItemId }}
        excludeIds={items.map((item) => item.id)}
        onSubmit={(picked) => {
          void store.addExisting(picked.map((result) => result.id));
        }}
      />
    </DetailWidgetSection>
  );
});
