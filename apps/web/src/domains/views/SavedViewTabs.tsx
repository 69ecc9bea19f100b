import { type View, sortOrderBetween } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type PointerEventHandler, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { errorMessage } from '#web/lib/api-error';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { IconButton } from '#web/ui/IconButton';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import type { SortableHandle } from '#web/ui/DragHandle';
import { SortableList } from '#web/ui/SortableList';
import { showErrorToast } from '#web/ui/Toaster';
import { cx } from '#web/ui/cx';
import { useConfirmation } from '#web/ui/use-confirmation';
import { ViewChanges } from './ViewChanges';
import { ViewFormDialog } from './ViewFormDialog';
import { useViews } from './use-views';
import { clearViewDraft, savedFilters } from './view-settings';
import { movedSortOrder } from './workspace-view-order';

/** The drag's pointer listener (dnd-kit types its listeners as bare Functions). */
function pointerStart(
  listeners: SortableHandle['listeners'],
): PointerEventHandler<HTMLAnchorElement> | undefined {
  return (listeners as { onPointerDown?: PointerEventHandler<HTMLAnchorElement> } | undefined)
    ?.onPointerDown;
}

const tabClassName = ({ isActive }: { isActive: boolean }) =>
  cx(
    'shrink-0 rounded-md px-2 py-1 text-sm transition-colors duration-100 touch:py-2',
    isActive ? 'bg-surface-hover font-medium text-primary' : 'text-secondary hover:text-primary',
  );

/**
 * The workspace's saved views as tabs beside the built-in ones (spec §2): each opens its list;
 * the open one is edited, moved left or right, deleted, or has its changed filters saved or
 * reset. "Save as view" keeps the current list's filters and display as a new saved view.
 */
export const SavedViewTabs = observer(function SavedViewTabs({
  slug,
  model,
  activeViewId,
}: {
  slug: string;
  model: WorkItemsScreenModel;
  /** The saved view shown, or null on a built-in view. */
  activeViewId: string | null;
}) {
  const { t } = useTranslation('views');
  const store = useViews();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'new' | View | null>(null);

  useEffect(() => {
    void store.fetchWorkspace(slug);
  }, [store, slug]);

  const views = store.workspaceViews(slug) ?? [];
  const activeIndex = views.findIndex((view) => view.id === activeViewId);
  const active = views[activeIndex];
  const deletion = useConfirmation<View>(async (view) => {
    await store.removeWorkspace(slug, view.id);
    clearViewDraft(window.localStorage, view.id);
    void navigate(`/${slug}/workspace-views/all-issues`);
  }, t('errors.delete'));

  const move = (direction: 'left' | 'right') => {
    if (!active) return;
    const sortOrder = movedSortOrder(views, activeIndex, direction);
    if (sortOrder === null) return;
    store.updateWorkspace(slug, active.id, { sort_order: sortOrder }).catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('errors.save')));
    });
  };
  const actions: RowAction[] = active
    ? [
        {
          label: t('actions.edit'),
          icon: 'pencil',
          onSelect: () => {
            setDialog(active);
          },
        },
        ...(activeIndex > 0
          ? [
              {
                label: t('tabs.moveLeft'),
                icon: 'arrow-left' as const,
                onSelect: () => {
                  move('left');
                },
              },
            ]
          : []),
        ...(activeIndex < views.length - 1
          ? [
              {
                label: t('tabs.moveRight'),
                icon: 'arrow-right' as const,
                onSelect: () => {
                  move('right');
                },
              },
            ]
          : []),
        {
          label: t('actions.delete'),
          icon: 'trash',
          isDanger: true,
          onSelect: () => {
            deletion.open(active);
          },
        },
      ]
    : [];

  return (
    <>
      {views.length > 0 && (
        <SortableList
          items={views}
          getId={(view) => view.id}
          layout="horizontal"
          label={t('tabs.saved')}
          className="flex shrink-0 items-center gap-0.5"
          onMove={({ item, before, after }) => {
            // Tabs run in ascending sort_order: the tab before keeps the lower number.
            const sortOrder = sortOrderBetween(
              before?.sort_order ?? null,
              after?.sort_order ?? null,
            );
            store
              .updateWorkspace(slug, item.id, { sort_order: sortOrder })
              .catch((cause: unknown) => {
                showErrorToast(errorMessage(cause, t('errors.save')));
              });
          }}
        >
          {(view, { setActivatorNodeRef, listeners }) => (
            // The pointer drags a tab (after 4 px, so a click still opens it); the keyboard
            // moves the open one through its menu, as Enter and Space must keep opening links.
            <NavLink
              ref={setActivatorNodeRef}
              to={`/${slug}/workspace-views/${view.id}`}
              className={tabClassName}
              onPointerDown={pointerStart(listeners)}
            >
              {view.name}
            </NavLink>
          )}
        </SortableList>
      )}
      {active && (
        <RowActionsMenu label={t('row.actions', { name: active.name })} actions={actions} />
      )}
      <IconButton
        icon="plus"
        label={t('tabs.saveAsView')}
        className="size-7 shrink-0"
        onClick={() => {
          setDialog('new');
        }}
      />
      {active && (
        <ViewChanges
          view={active}
          model={model}
          canSave
          save={async (body) => {
            await store.updateWorkspace(slug, active.id, body);
          }}
          onSaveAsNew={() => {
            setDialog('new');
          }}
        />
      )}
      {dialog !== null && (
        <ViewFormDialog
          view={dialog === 'new' ? null : dialog}
          title={dialog === 'new' ? t('tabs.saveAsView') : t('form.editTitle')}
          onClose={() => {
            setDialog(null);
          }}
          onSave={async (values) => {
            if (dialog !== 'new') {
              await store.updateWorkspace(slug, dialog.id, values);
              return;
            }
            const { filters, display_filters, display_properties } = model.settings.shown;
            const created = await store.createWorkspace(slug, {
              ...values,
              filters: savedFilters(filters),
              display_filters,
              display_properties,
            });
            if (active) clearViewDraft(window.localStorage, active.id);
            void navigate(`/${slug}/workspace-views/${created.id}`);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        onClose={deletion.close}
        title={t('delete.title', { name: deletion.target?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('actions.delete')}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
      />
    </>
  );
});
