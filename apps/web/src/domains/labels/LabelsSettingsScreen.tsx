import type { Label } from '@keel/core';
import { DndContext, type DragEndEvent, type DragStartEvent, closestCenter } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { useConfirmation } from '#web/ui/use-confirmation';
import { useSortableSensors } from '#web/ui/use-sortable-sensors';
import { useProjectSettings } from '../projects/project-settings-context';
import { buildLabelTree, moveAmongSiblings, siblingsOf } from './label-tree';
import {
  LabelBranch,
  type LabelFormTarget,
  LabelTreeContext,
  type LabelTreeState,
  NewLabelForm,
  randomLabelColor,
} from './LabelTreeView';
import { MoveLabelDialog } from './MoveLabelDialog';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useLabels } from './use-labels';

/** The parent a sortable row was rendered under, as LabelItem records it in its drag data. */
function draggedParent(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('parentId' in data)) return undefined;
  const { parentId } = data;
  return typeof parentId === 'string' || parentId === null ? parentId : undefined;
}

/**
 * '/:workspaceSlug/settings/projects/:projectId/labels': the project's labels as a tree. Members
 * and admins create labels and sub-labels, rename, recolour, nest, reorder and delete them;
 * others read them.
 */
export const LabelsSettingsScreen = observer(function LabelsSettingsScreen() {
  const { t } = useTranslation(['labels', 'common']);
  const labels = useLabels();
  const { slug, project, canEdit } = useProjectSettings();
  const isEditable = canEdit('labels') && project.archived_at === null;
  const [collapsedIds, setCollapsedIds] = useState<ReadonlySet<string>>(new Set());
  const [form, setForm] = useState<LabelFormTarget>(null);
  const [draggedParentId, setDraggedParentId] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [toMove, setToMove] = useState<Label | null>(null);
  const sensors = useSortableSensors();

  useEffect(() => {
    void labels.fetch(slug, project.id);
  }, [labels, slug, project.id]);

  const list = labels.labels(project.id);
  const loadError = labels.errorByProject.get(project.id);
  const deletion = useConfirmation<Label>(
    (label) => labels.remove(slug, project.id, label.id),
    t('errors.delete'),
  );
  const toDelete = deletion.target;
  // Built on every render, not memoised: a reorder changes sort orders inside the same list.
  const tree = list ? buildLabelTree(list) : [];

  const treeState: LabelTreeState = {
    slug,
    projectId: project.id,
    isEditable,
    collapsedIds,
    toggle: (labelId) => {
      setCollapsedIds((current) => {
        const next = new Set(current);
        if (!next.delete(labelId)) next.add(labelId);
        return next;
      });
    },
    form,
    setForm,
    draggedParentId,
    onMove: setToMove,
    onDelete: deletion.open,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggedParentId(undefined);
    if (!list || !over) return;
    const parentId = draggedParent(active.data.current);
    if (parentId === undefined || draggedParent(over.data.current) !== parentId) return;
    const move = moveAmongSiblings(siblingsOf(list, parentId), String(active.id), String(over.id));
    if (!move) return;
    setError(null);
    labels
      .move(slug, project.id, String(active.id), {
        parent: parentId,
        placement: move.placement,
        expectedSortOrder: move.sortOrder,
      })
      .catch((cause: unknown) => {
        setError(errorMessage(cause, t('errors.move')));
      });
  };

  const deletedParent = toDelete?.parent
    ? list?.find((label) => label.id === toDelete.parent)
    : undefined;
  const deletedChildren = toDelete
    ? (list ?? []).filter((label) => label.parent === toDelete.id)
    : [];
  const isCreatingTopLevel = form?.kind === 'create' && form.parentId === null;

  return (
    <LabelTreeContext value={treeState}>
      <div data-testid="project-labels" className="flex flex-col gap-4">
        <SettingsSectionHeader
          title={t('settings.title')}
          description={t('settings.description')}
          actions={
            isEditable &&
            list !== undefined && (
              <Button
                variant="primary"
                leadingIcon={<Icon name="plus" size={14} />}
                onClick={() => {
                  setForm({ kind: 'create', parentId: null, color: randomLabelColor() });
                }}
              >
                {t('settings.create')}
              </Button>
            )
          }
        />
        {!isEditable && (
          <Alert tone="info">
            {project.archived_at !== null ? t('settings.archived') : t('settings.readOnly')}
          </Alert>
        )}
        {error !== null && <Alert>{error}</Alert>}
        <section
          aria-label={t('settings.listLabel')}
          className="rounded-lg border border-subtle bg-surface shadow-xs"
        >
          {loadError !== undefined && list === undefined ? (
            <LoadFailed
              title={t('settings.loadFailed')}
              description={loadError}
              onRetry={() => void labels.fetch(slug, project.id)}
            />
          ) : list === undefined ? (
            <ListSkeleton
              label={t('settings.loading')}
              cells={['size-4 rounded-full', 'h-4 flex-1']}
            />
          ) : (
            <>
              {isCreatingTopLevel && (
                <div className={cx('[&>div]:border-t-0', tree.length > 0 && '[&>div]:border-b')}>
                  <NewLabelForm parentId={null} depth={0} />
                </div>
              )}
              {tree.length === 0 && !isCreatingTopLevel ? (
                <EmptyState
                  icon={<Icon name="tag" size={18} />}
                  title={t('settings.emptyTitle')}
                  description={t('settings.emptyDescription')}
                  action={
                    isEditable ? (
                      <Button
                        leadingIcon={<Icon name="plus" size={14} />}
                        onClick={() => {
                          setForm({ kind: 'create', parentId: null, color: randomLabelColor() });
                        }}
                      >
                        {t('settings.createFirst')}
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <DndContext
                  sensors={sensors}
                  collisionDetection={closestCenter}
                  onDragStart={({ active }: DragStartEvent) => {
                    setDraggedParentId(draggedParent(active.data.current));
                  }}
                  onDragCancel={() => {
                    setDraggedParentId(undefined);
                  }}
                  onDragEnd={onDragEnd}
                >
                  <LabelBranch nodes={tree} parentId={null} depth={0} />
                </DndContext>
              )}
            </>
          )}
        </section>
      </div>

      {toMove !== null && list !== undefined && (
        <MoveLabelDialog
          label={toMove}
          labels={list}
          onClose={() => {
            setToMove(null);
          }}
          onMove={async (parentId) => {
            await labels.move(slug, project.id, toMove.id, { parent: parentId });
            if (parentId !== null)
              setCollapsedIds((current) => {
                const next = new Set(current);
                next.delete(parentId);
                return next;
              });
            setToMove(null);
          }}
        />
      )}

      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={deletion.close}
        title={t('delete.title')}
        description={
          toDelete && (
            <>
              <Trans
                t={t}
                i18nKey="delete.description"
                values={{ name: toDelete.name }}
                components={{ name: <span className="font-medium text-primary" /> }}
              />
              {deletedChildren.length > 0 &&
                ` ${t('delete.children', {
                  count: deletedChildren.length,
                  parent: deletedParent ? deletedParent.name : t('delete.topLevel'),
                })}`}
            </>
          )
        }
        confirmLabel={t('common:delete')}
        isBusy={deletion.isBusy}
        onConfirm={() => void deletion.confirm()}
        error={deletion.error}
      />
    </LabelTreeContext>
  );
});
