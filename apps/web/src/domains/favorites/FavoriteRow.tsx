import type { Favorite } from '@keel/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '#web/ui/cx';
import { DragHandle } from '#web/ui/DragHandle';
import { Icon, type IconName } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';

/** What a drop on this row would do, drawn while a favorite is dragged over it. */
export type DropHint = 'into' | 'above' | 'below' | null;

const KIND_ICONS: Record<Favorite['entity_type'], IconName> = {
  project: 'folder-kanban',
  cycle: 'contrast',
  module: 'boxes',
  view: 'layers',
  page: 'file-text',
  folder: 'folder',
};

const rowClassName =
  'group relative flex items-center gap-1 rounded-md pr-0.5 text-base transition-colors duration-100';

function DropLine({ hint }: { hint: DropHint }) {
  if (hint !== 'above' && hint !== 'below') return null;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'pointer-events-none absolute inset-x-1 h-0.5 rounded-full bg-accent',
        hint === 'above' ? '-top-px' : '-bottom-px',
      )}
    />
  );
}

/** The sortable shell of a favorite's row: its drag handle, its drop hint and its actions. */
function SortableRow({
  favorite,
  dropHint,
  isNested,
  isActive,
  actions,
  children,
}: {
  favorite: Favorite;
  dropHint: DropHint;
  isNested: boolean;
  isActive: boolean;
  actions: readonly RowAction[];
  children: ReactNode;
}) {
  const { t } = useTranslation('favorites');
  const { setNodeRef, transform, isDragging, setActivatorNodeRef, attributes, listeners } =
    useSortable({ id: favorite.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-testid="favorite-row"
      className={cx(
        rowClassName,
        isNested && 'ml-4',
        isActive
          ? 'bg-surface-hover font-medium text-primary'
          : 'text-secondary hover:bg-surface-hover hover:text-primary',
        dropHint === 'into' && 'bg-accent-subtle ring-1 ring-accent',
        isDragging && 'z-10 opacity-80 shadow-md',
      )}
    >
      <DropLine hint={dropHint} />
      <span className="opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 touch:opacity-100">
        <DragHandle
          sortable={{ setActivatorNodeRef, attributes, listeners }}
          isCompact
          label={t('row.reorder', { name: favorite.name })}
          title={t('row.reorderHint')}
        />
      </span>
      {children}
      <span className="opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 touch:opacity-100 has-[[aria-expanded=true]]:opacity-100">
        <RowActionsMenu label={t('row.actions', { name: favorite.name })} actions={actions} />
      </span>
    </li>
  );
}

/** A favorite entity's row: its kind icon (or project logo) and name, linking to it. */
export function FavoriteEntityRow({
  favorite,
  href,
  icon,
  isNested,
  isActive,
  dropHint,
  actions,
}: {
  favorite: Favorite;
  href: string | null;
  /** Drawn instead of the kind's icon (a project's logo). */
  icon?: ReactNode;
  isNested: boolean;
  isActive: boolean;
  dropHint: DropHint;
  actions: readonly RowAction[];
}) {
  const name = favorite.entity_data?.name ?? favorite.name;
  const content = (
    <>
      {icon ?? (
        <Icon
          name={KIND_ICONS[favorite.entity_type]}
          size={14}
          className="shrink-0 text-tertiary"
        />
      )}
      <span data-testid="favorite-name" className="min-w-0 flex-1 truncate">
        {name}
      </span>
    </>
  );
  return (
    <SortableRow
      favorite={favorite}
      dropHint={dropHint}
      isNested={isNested}
      isActive={isActive}
      actions={actions}
    >
      {href === null ? (
        <span className="flex min-w-0 flex-1 items-center gap-2 py-1 touch:py-2.5">{content}</span>
      ) : (
        <Link
          to={href}
          aria-current={isActive ? 'page' : undefined}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-sm py-1 focus-visible:outline-2 focus-visible:outline-focus touch:py-2.5"
        >
          {content}
        </Link>
      )}
    </SortableRow>
  );
}

/** A folder's row: opens and closes it, and is renamed in place. */
export function FavoriteFolderRow({
  folder,
  isExpanded,
  onToggle,
  isRenaming,
  onRename,
  onCancelRename,
  dropHint,
  actions,
}: {
  folder: Favorite;
  isExpanded: boolean;
  onToggle: () => void;
  isRenaming: boolean;
  onRename: (name: string) => void;
  onCancelRename: () => void;
  dropHint: DropHint;
  actions: readonly RowAction[];
}) {
  return (
    <SortableRow
      favorite={folder}
      dropHint={dropHint}
      isNested={false}
      isActive={false}
      actions={actions}
    >
      {isRenaming ? (
        <FolderNameInput
          initial={folder.name}
          label={folder.name}
          onSubmit={onRename}
          onCancel={onCancelRename}
        />
      ) : (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-sm py-1 text-left focus-visible:outline-2 focus-visible:outline-focus touch:py-2.5"
        >
          <Icon
            name={isExpanded ? 'folder-open' : 'folder'}
            size={14}
            className="shrink-0 text-tertiary"
          />
          <span data-testid="favorite-name" className="min-w-0 flex-1 truncate">
            {folder.name}
          </span>
          <Icon
            name={isExpanded ? 'chevron-down' : 'chevron-right'}
            size={12}
            className="shrink-0 text-tertiary"
          />
        </button>
      )}
    </SortableRow>
  );
}

/** The text field naming a new folder or renaming one: Enter saves, Escape gives up. */
export function FolderNameInput({
  initial,
  label,
  onSubmit,
  onCancel,
}: {
  initial: string;
  label: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === initial) onCancel();
    else onSubmit(trimmed);
  };
  return (
    <input
      // The field appears because the person asked to name a folder: it takes the focus.
      autoFocus
      aria-label={label}
      value={name}
      maxLength={255}
      onChange={(event) => {
        setName(event.target.value);
      }}
      onBlur={submit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      className="my-0.5 h-7 min-w-0 flex-1 rounded-sm border border-strong bg-surface px-1.5 text-base text-primary outline-none focus:border-focus"
    />
  );
}
