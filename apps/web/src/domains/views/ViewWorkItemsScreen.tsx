import type { View } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { ScopedWorkItemsScreen } from '#web/domains/work-items/ScopedWorkItemsScreen';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { ViewFormDialog } from './ViewFormDialog';
import { useViewProject } from './use-view-project';
import { useViews } from './use-views';
import { clearViewDraft, isViewChanged, savedFilters, viewListPersistence } from './view-settings';

/** "Reset", "Save as new view" and "Save" of a view whose list shows unsaved changes. */
const ViewChanges = observer(function ViewChanges({
  view,
  model,
  canSave,
  onSaveAsNew,
}: {
  view: View;
  model: WorkItemsScreenModel;
  canSave: boolean;
  /** Absent when the person may not create views. */
  onSaveAsNew?: () => void;
}) {
  const { t } = useTranslation('views');
  const slug = useWorkspaceSlug();
  const store = useViews();
  const [isSaving, setIsSaving] = useState(false);
  const { settings } = model;
  if (!settings.isLoaded || !isViewChanged(view, settings.shown)) return null;

  const save = async () => {
    const { filters, display_filters, display_properties } = settings.shown;
    setIsSaving(true);
    try {
      await store.update(slug, view.project_id ?? '', view.id, {
        filters: savedFilters(filters),
        display_filters,
        display_properties,
      });
      clearViewDraft(window.localStorage, view.id);
      showSuccessToast(t('changes.saved'));
    } catch (cause) {
      showErrorToast(errorMessage(cause, t('errors.save')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="ml-auto flex shrink-0 items-center gap-1.5 pl-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          clearViewDraft(window.localStorage, view.id);
          void settings.load();
        }}
      >
        {t('changes.reset')}
      </Button>
      {onSaveAsNew && (
        <Button variant="secondary" size="sm" onClick={onSaveAsNew}>
          {t('changes.saveAsNew')}
        </Button>
      )}
      {canSave && (
        <Button
          variant="primary"
          size="sm"
          isLoading={isSaving}
          disabled={view.is_locked}
          title={view.is_locked ? t('changes.lockedHint') : undefined}
          onClick={() => void save()}
        >
          {t('changes.save')}
        </Button>
      )}
    </div>
  );
});

/**
 * '/:workspaceSlug/projects/:projectId/views/:viewId': a saved view's work items, in every
 * layout, filtered and shown as the view says. Changes the person makes are kept in this browser
 * and offered to save into the view (its owner or an admin, unless it is locked), as a new view,
 * or to reset, as Plane does.
 */
export const ViewWorkItemsScreen = observer(function ViewWorkItemsScreen() {
  const { t } = useTranslation('views');
  const slug = useWorkspaceSlug();
  const navigate = useNavigate();
  const { projectId = '', viewId = '' } = useParams();
  const store = useViews();
  const { canManage, canCreate } = useViewProject(slug, projectId);
  const [missing, setMissing] = useState<string | null>(null);
  const [copyOf, setCopyOf] = useState<{ view: View; model: WorkItemsScreenModel } | null>(null);

  useEffect(() => {
    setMissing(null);
    store.fetchOne(slug, projectId, viewId).catch((cause: unknown) => {
      setMissing(
        cause instanceof ApiError && cause.status === 404
          ? t('screen.notFound')
          : errorMessage(cause, t('errors.load')),
      );
    });
  }, [store, slug, projectId, viewId, t]);

  const view = store.find(projectId, viewId);
  // Built anew when the server's copy of the view arrives (saved, or read again).
  const listing = useMemo(
    () =>
      view === undefined
        ? null
        : {
            key: `${view.id}:${view.updated_at}`,
            persistence: viewListPersistence(view, window.localStorage),
          },
    [view],
  );

  if (missing !== null && view === undefined)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="layers" size={18} />}
          title={missing}
          description={t('screen.notFoundHint')}
        />
      </div>
    );

  return (
    <>
      {listing === null ? (
        <div aria-busy="true" className="flex-1" />
      ) : (
        <ScopedWorkItemsScreen
          key={listing.key}
          projectId={projectId}
          scope={listing}
          name={view?.name ?? null}
          parentLabel={t('title')}
          parentPath={`/${slug}/projects/${projectId}/views`}
          sidebar={null}
          sidebarLabel={t('title')}
          actions={(model) =>
            view && (
              <ViewChanges
                view={view}
                model={model}
                canSave={canManage(view)}
                {...(canCreate
                  ? {
                      onSaveAsNew: () => {
                        setCopyOf({ view, model });
                      },
                    }
                  : {})}
              />
            )
          }
        />
      )}
      {copyOf !== null && (
        <ViewFormDialog
          view={null}
          title={t('changes.saveAsNewTitle')}
          initialName={t('changes.copyName', { name: copyOf.view.name })}
          onClose={() => {
            setCopyOf(null);
          }}
          onSave={async (values) => {
            const { filters, display_filters, display_properties } = copyOf.model.settings.shown;
            const created = await store.create(slug, projectId, {
              ...values,
              filters: savedFilters(filters),
              display_filters,
              display_properties,
            });
            clearViewDraft(window.localStorage, copyOf.view.id);
            void navigate(`/${slug}/projects/${projectId}/views/${created.id}`);
          }}
        />
      )}
    </>
  );
});
