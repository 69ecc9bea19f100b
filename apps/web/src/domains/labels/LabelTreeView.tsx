import { type Label } from '@keel/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { COLOR_PALETTE, ColorPicker } from '../../ui/ColorPicker';
import { cx } from '../../ui/cx';
import { Icon, type IconName } from '../../ui/Icon';
import { Menu, menuItemClassName } from '../../ui/Menu';
import { LabelForm } from './LabelForm';
import { type LabelNode } from './label-tree';

/** Which inline form is open: one at a time, so that "Label name" always means one field. */
export type LabelFormTarget =
  | { kind: 'create'; parentId: string | null; color: string }
  | { kind: 'edit'; labelId: string }
  | null;

/** A colour from the palette for a new label, as Plane picks one at random. */
export function randomLabelColor(): string {
  return COLOR_PALETTE[Math.floor(Math.random() * COLOR_PALETTE.length)] ?? COLOR_PALETTE[0];
}

export interface LabelTreeState {
  slug: string;
  projectId: string;
  isEditable: boolean;
  collapsedIds: ReadonlySet<string>;
  toggle: (labelId: string) => void;
  form: LabelFormTarget;
  setForm: (target: LabelFormTarget) => void;
  /** The parent of the label being dragged (null: the top level); undefined when none is. */
  draggedParentId: string | null | undefined;
  onMove: (label: Label) => void;
  onDelete: (label: Label) => void;
}

export const LabelTreeContext = createContext<LabelTreeState | null>(null);

function useLabelTree(): LabelTreeState {
  const tree = useContext(LabelTreeContext);
  if (!tree) throw new Error('useLabelTree is only valid inside LabelTreeContext');
  return tree;
}

/** Indentation of a row at a depth, in pixels. */
function indent(depth: number): number {
  return 12 + depth * 22;
}

/** The form that adds a label under `parentId`, indented at its depth. */
export const NewLabelForm = observer(function NewLabelForm({
  parentId,
  depth,
}: {
  parentId: string | null;
  depth: number;
}) {
  const tree = useLabelTree();
  const { labels } = useRootStore();
  if (tree.form?.kind !== 'create' || tree.form.parentId !== parentId) return null;
  const parent =
    parentId === null
      ? undefined
      : labels.labels(tree.projectId)?.find((label) => label.id === parentId);
  return (
    <div className="border-t border-subtle py-2 pr-3" style={{ paddingLeft: indent(depth) }}>
      <LabelForm
        label={parent ? `New label under ${parent.name}` : 'New label'}
        submitLabel={parent ? 'Add sub-label' : 'Add label'}
        initial={{ name: '', color: tree.form.color }}
        onCancel={() => {
          tree.setForm(null);
        }}
        onSubmit={async (values) => {
          await labels.create(tree.slug, tree.projectId, { ...values, parent: parentId });
          tree.setForm(null);
        }}
      />
    </div>
  );
});

/** One level of the tree: its labels can be reordered among themselves by drag or keyboard. */
export function LabelBranch({
  nodes,
  parentId,
  depth,
}: {
  nodes: readonly LabelNode[];
  parentId: string | null;
  depth: number;
}) {
  return (
    <SortableContext
      items={nodes.map((node) => node.label.id)}
      strategy={verticalListSortingStrategy}
    >
      <ul
        role={depth === 0 ? undefined : 'group'}
        className={cx(depth === 0 && '[&>li:first-child>div:first-child]:border-t-0')}
      >
        {nodes.map((node) => (
          <LabelItem key={node.label.id} node={node} parentId={parentId} depth={depth} />
        ))}
      </ul>
    </SortableContext>
  );
}

const LabelItem = observer(function LabelItem({
  node,
  parentId,
  depth,
}: {
  node: LabelNode;
  parentId: string | null;
  depth: number;
}) {
  const tree = useLabelTree();
  const { labels } = useRootStore();
  const [error, setError] = useState<string | null>(null);
  const { label, children } = node;
  const isEditing = tree.form?.kind === 'edit' && tree.form.labelId === label.id;
  const isCollapsed = tree.collapsedIds.has(label.id);
  const isOtherLevelDragged =
    tree.draggedParentId !== undefined && tree.draggedParentId !== parentId;
  const sortable = useSortable({
    id: label.id,
    data: { parentId },
    disabled: { draggable: !tree.isEditable || isEditing, droppable: isOtherLevelDragged },
  });

  const actions: { name: string; icon: IconName; act: () => void }[] = [
    {
      name: 'Edit',
      icon: 'pencil',
      act: () => {
        tree.setForm({ kind: 'edit', labelId: label.id });
      },
    },
    {
      name: 'Add sub-label',
      icon: 'plus',
      act: () => {
        if (isCollapsed) tree.toggle(label.id);
        tree.setForm({ kind: 'create', parentId: label.id, color: randomLabelColor() });
      },
    },
    {
      name: 'Move to…',
      icon: 'corner-down-right',
      act: () => {
        tree.onMove(label);
      },
    },
  ];

  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cx('bg-surface', sortable.isDragging && 'relative z-10 rounded-md shadow-card')}
    >
      {isEditing ? (
        <div className="border-t border-subtle py-2 pr-3" style={{ paddingLeft: indent(depth) }}>
          <LabelForm
            label={`Edit ${label.name}`}
            submitLabel="Save"
            initial={{ name: label.name, color: label.color }}
            onCancel={() => {
              tree.setForm(null);
            }}
            onSubmit={async (values) => {
              await labels.update(tree.slug, tree.projectId, label.id, values);
              tree.setForm(null);
            }}
          />
        </div>
      ) : (
        <div
          data-testid="label-row"
          className="flex items-center gap-1.5 border-t border-subtle py-1.5 pr-3"
          style={{ paddingLeft: indent(depth) }}
        >
          {children.length > 0 ? (
            <button
              type="button"
              aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${label.name}`}
              aria-expanded={!isCollapsed}
              onClick={() => {
                tree.toggle(label.id);
              }}
              className="flex size-5 shrink-0 items-center justify-center rounded-sm text-tertiary hover:bg-surface-hover hover:text-primary"
            >
              <Icon name={isCollapsed ? 'chevron-right' : 'chevron-down'} size={14} />
            </button>
          ) : (
            <span aria-hidden="true" className="size-5 shrink-0" />
          )}
          {tree.isEditable && (
            <button
              ref={sortable.setActivatorNodeRef}
              type="button"
              aria-label={`Reorder ${label.name}`}
              title="Drag, or press Space and use the arrow keys, to reorder among its siblings"
              className="flex size-6 shrink-0 cursor-grab items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus active:cursor-grabbing"
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <Icon name="grip" size={14} />
            </button>
          )}
          <ColorPicker
            label={`Color of ${label.name}`}
            value={label.color}
            disabled={!tree.isEditable}
            onChange={(color) => {
              setError(null);
              labels
                .update(tree.slug, tree.projectId, label.id, { color })
                .catch((cause: unknown) => {
                  setError(
                    cause instanceof ApiError ? cause.message : 'Could not change the colour.',
                  );
                });
            }}
          />
          <span className="min-w-0 flex-1 truncate text-primary">{label.name}</span>
          {children.length > 0 && (
            <span className="text-sm text-tertiary">
              {children.length} {children.length === 1 ? 'sub-label' : 'sub-labels'}
            </span>
          )}
          {tree.isEditable && (
            <Menu
              triggerLabel={`Actions for ${label.name}`}
              trigger={<Icon name="ellipsis" size={15} />}
              className="shrink-0 [&>[role=menu]]:left-auto [&>[role=menu]]:right-0"
              triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
            >
              {(close) => (
                <>
                  {actions.map((action) => (
                    <button
                      key={action.name}
                      type="button"
                      role="menuitem"
                      className={menuItemClassName}
                      onClick={() => {
                        close();
                        setError(null);
                        action.act();
                      }}
                    >
                      <Icon name={action.icon} size={14} className="text-tertiary" />
                      {action.name}
                    </button>
                  ))}
                  <button
                    type="button"
                    role="menuitem"
                    className={menuItemClassName}
                    onClick={() => {
                      close();
                      setError(null);
                      tree.onDelete(label);
                    }}
                  >
                    <Icon name="trash" size={14} className="text-danger" />
                    <span className="text-danger">Delete</span>
                  </button>
                </>
              )}
            </Menu>
          )}
        </div>
      )}
      {error !== null && (
        <p
          role="alert"
          className="pb-1.5 text-sm text-danger"
          style={{ paddingLeft: indent(depth) + 56 }}
        >
          {error}
        </p>
      )}
      {!isCollapsed && children.length > 0 && (
        <LabelBranch nodes={children} parentId={label.id} depth={depth + 1} />
      )}
      <NewLabelForm parentId={label.id} depth={depth + 1} />
    </li>
  );
});
