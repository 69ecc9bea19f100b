import type { Favorite } from '@keel/core';
import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  closestCenter,
} from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProjects } from '#web/domains/projects/use-projects';
import { ProjectLogo } from '#web/domains/projects/ProjectLogo';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import type { RowAction } from '#web/ui/RowActionsMenu';
import { useSortableSensors } from '#web/ui/use-sortable-sensors';
import { useStoredFlag, useStoredIdSet } from '#web/ui/use-stored-state';
import { starWrites } from '#web/lib/star-writes';
import {
  dropFavorite,
  favoriteHref,
  intoFolder,
  outOfFolder,
  stepFavorite,
  visibleFavorites,
} from './favorite-tree';
import {
  type DropHint,
  FavoriteEntityRow,
  FavoriteFolderRow,
  FolderNameInput,
} from './FavoriteRow';
import { useFavorites } from './use-favorites';

/** Favorites read before the section's store existed, with the star-write count the read began at. */
export interface FavoritesAsRead {
  favorites: Favorite[];
  asOfWrites: number;
}

/** Rows keep still while one is dragged; a line or a ring shows where it would land. */
const noShift = () => null;

/**
 * The sidebar's "Favorites": the person's starred projects, cycles, modules, views and pages, in
 * folders one level deep (spec §2–§4), in the order they chose. Drag a row by its handle (the
 * keyboard too: Space, the arrows, Space) to reorder it or drop it on a folder; each row's menu
 * moves it without dragging. Nothing is drawn while there are none. Its own chunk.
 */
export const SidebarFavorites = observer(function SidebarFavorites({
  slug,
  initial,
}: {
  slug: string;
  /** The favorites as already read (by the sidebar's slot), taken instead of reading them again. */
  initial?: FavoritesAsRead;
}) {
  const { t } = useTranslation('favorites');
  const favorites = useFavorites();
  const projects = useProjects();
  const { pathname } = useLocation();
  const listId = useId();
  const [isCollapsed, setCollapsed] = useStoredFlag('keel:sidebar-favorites-collapsed');
  const [closedFolders, setFolderClosed] = useStoredIdSet('keel:favorite-folders-closed');
  const [isAddingFolder, setAddingFolder] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [folderToDelete, setFolderToDelete] = useState<Favorite | null>(null);
  const [drag, setDrag] = useState<{ activeId: string; overId: string | null } | null>(null);
  const sensors = useSortableSensors();

  useEffect(() => {
    // A star written after that read began (an archive, say) may have changed them: then the
    // store reads them itself. Checked where the store starts following the writes.
    if (initial?.asOfWrites === starWrites()) favorites.adopt(slug, initial.favorites);
    void favorites.ensureLoaded(slug);
  }, [favorites, slug, initial]);

  const list = favorites.list(slug) ?? [];
  const tree = favorites.tree(slug);
  const folders = favorites.folders(slug);
  const rows = visibleFavorites(tree, (id) => !closedFolders.has(id));
  const order = rows.map((row) => row.id);
  if (list.length === 0 && !isAddingFolder) return null;

  const move = (favorite: Favorite, placement: ReturnType<typeof stepFavorite>) => {
    if (placement) void favorites.move(slug, favorite.id, placement);
  };

  const dropHintOf = (favorite: Favorite): DropHint => {
    if (drag?.overId !== favorite.id || drag.activeId === favorite.id) return null;
    const active = list.find((entry) => entry.id === drag.activeId);
    if (favorite.is_folder && active?.is_folder === false) return 'into';
    return order.indexOf(drag.activeId) < order.indexOf(favorite.id) ? 'below' : 'above';
  };

  const actionsOf = (favorite: Favorite): RowAction[] => {
    const actions: RowAction[] = [];
    const up = stepFavorite(list, favorite.id, 'up');
    const down = stepFavorite(list, favorite.id, 'down');
    if (up)
      actions.push({
        label: t('row.moveUp'),
        icon: 'arrow-up',
        onSelect: () => {
          move(favorite, up);
        },
      });
    if (down)
      actions.push({
        label: t('row.moveDown'),
        icon: 'arrow-down',
        onSelect: () => {
          move(favorite, down);
        },
      });
    if (favorite.is_folder) {
      actions.push(
        {
          label: t('folder.rename'),
          icon: 'pencil',
          onSelect: () => {
            setRenamingId(favorite.id);
          },
        },
        {
          label: t('folder.delete'),
          icon: 'trash',
          isDanger: true,
          onSelect: () => {
            setFolderToDelete(favorite);
          },
        },
      );
      return actions;
    }
    for (const folder of folders)
      if (folder.id !== favorite.parent)
        actions.push({
          label: t('row.moveInto', { folder: folder.name }),
          icon: 'folder-input',
          onSelect: () => {
            move(favorite, intoFolder(list, favorite.id, folder.id));
          },
        });
    if (favorite.parent !== null && folders.some((folder) => folder.id === favorite.parent))
      actions.push({
        label: t('row.moveOut'),
        icon: 'folder-output',
        onSelect: () => {
          move(favorite, outOfFolder(list, favorite.id));
        },
      });
    actions.push({
      label: t('row.remove'),
      icon: 'star',
      isDanger: true,
      onSelect: () => {
        void favorites.remove(slug, favorite.id);
      },
    });
    return actions;
  };

  const onDragStart = (event: DragStartEvent) => {
    setDrag({ activeId: String(event.active.id), overId: null });
  };
  const onDragOver = (event: DragOverEvent) => {
    setDrag({
      activeId: String(event.active.id),
      overId: event.over ? String(event.over.id) : null,
    });
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDrag(null);
    if (!event.over) return;
    const activeId = String(event.active.id);
    const placement = dropFavorite(list, order, activeId, String(event.over.id));
    if (placement) void favorites.move(slug, activeId, placement);
  };

  const renderRow = (favorite: Favorite) => {
    if (favorite.is_folder)
      return (
        <FavoriteFolderRow
          key={favorite.id}
          folder={favorite}
          isExpanded={!closedFolders.has(favorite.id)}
          onToggle={() => {
            setFolderClosed(favorite.id, !closedFolders.has(favorite.id));
          }}
          isRenaming={renamingId === favorite.id}
          onRename={(name) => {
            setRenamingId(null);
            void favorites.rename(slug, favorite.id, name);
          }}
          onCancelRename={() => {
            setRenamingId(null);
          }}
          dropHint={dropHintOf(favorite)}
          actions={actionsOf(favorite)}
        />
      );
    const href = favoriteHref(slug, favorite);
    const project =
      favorite.entity_type === 'project' && favorite.entity_identifier !== null
        ? projects.get(favorite.entity_identifier)
        : undefined;
    return (
      <FavoriteEntityRow
        key={favorite.id}
        favorite={favorite}
        href={href}
        icon={project ? <ProjectLogo project={project} size="sm" /> : undefined}
        isNested={
          favorite.parent !== null && folders.some((folder) => folder.id === favorite.parent)
        }
        isActive={href !== null && pathname.startsWith(href.replace(/\/issues$/, ''))}
        dropHint={dropHintOf(favorite)}
        actions={actionsOf(favorite)}
      />
    );
  };

  return (
    <section aria-label={t('title')} data-testid="sidebar-favorites" className="px-2 pt-3">
      <div className="group flex items-center justify-between pr-0.5">
        <button
          type="button"
          aria-expanded={!isCollapsed}
          aria-controls={listId}
          onClick={() => {
            setCollapsed(!isCollapsed);
          }}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-tertiary hover:text-primary"
        >
          {t('title')}
          <Icon
            name={isCollapsed ? 'chevron-right' : 'chevron-down'}
            size={12}
            className="opacity-70"
          />
        </button>
        <IconButton
          icon="folder-plus"
          label={t('folder.new')}
          className="size-6"
          onClick={() => {
            setCollapsed(false);
            setAddingFolder(true);
          }}
        />
      </div>
      {!isCollapsed && (
        <div id={listId}>
          {isAddingFolder && (
            <div className="flex items-center gap-2 px-2">
              <Icon name="folder" size={14} className="shrink-0 text-tertiary" />
              <FolderNameInput
                initial=""
                label={t('folder.name')}
                onSubmit={(name) => {
                  setAddingFolder(false);
                  void favorites.addFolder(slug, name);
                }}
                onCancel={() => {
                  setAddingFolder(false);
                }}
              />
            </div>
          )}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              setDrag(null);
            }}
          >
            <SortableContext items={order} strategy={noShift}>
              <ul className="flex flex-col gap-0.5">{rows.map(renderRow)}</ul>
            </SortableContext>
          </DndContext>
        </div>
      )}
      <ConfirmDialog
        isOpen={folderToDelete !== null}
        onClose={() => {
          setFolderToDelete(null);
        }}
        title={t('folder.deleteTitle', { name: folderToDelete?.name ?? '' })}
        description={t('folder.deleteDescription')}
        confirmLabel={t('folder.delete')}
        isBusy={false}
        onConfirm={() => {
          if (folderToDelete) void favorites.remove(slug, folderToDelete.id);
          setFolderToDelete(null);
        }}
      />
    </section>
  );
});
