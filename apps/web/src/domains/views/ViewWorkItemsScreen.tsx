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
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ViewFormDialog } from './ViewFormDialog';
import { useViewProject } from './use-view-project';
import { useViews } from './use-views';
import { ViewChanges } from './ViewChanges';
import { clearViewDraft, savedFilters, viewListPersistence } from './view-settings';

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
                save={async (body) => {
                  await store.update(slug, projectId, view.id, body);
                }}
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
