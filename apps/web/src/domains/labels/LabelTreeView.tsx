import type { Label } from '@keel/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useState } from 'react';
import { COLOR_PALETTE, ColorPicker } from '#web/ui/ColorPicker';
import { cx } from '#web/ui/cx';
import { DragHandle } from '#web/ui/DragHandle';
import { Icon } from '#web/ui/Icon';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { LabelForm } from './LabelForm';
import type { LabelNode } from './label-tree';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useLabels } from './use-labels';

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
  const { t } = useTranslation('labels');
  const tree = useLabelTree();
  const labels = useLabels();
  if (tree.form?.kind !== 'create' || tree.form.parentId !== parentId) return null;
  const parent =
    parentId === null
      ? undefined
      : labels.labels(tree.projectId)?.find((label) => label.id === parentId);
  return (
    <div className="border-t border-subtle py-2 pr-3" style={{ paddingLeft: indent(depth) }}>
      <LabelForm
        label={parent ? t('tree.newUnder', { name: parent.name }) : t('tree.new')}
        submitLabel={parent ? t('tree.addSubLabel') : t('tree.add')}
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
  const { t } = useTranslation(['labels', 'common']);
  const tree = useLabelTree();
  const labels = useLabels();
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

  const actions: RowAction[] = [
    {
      label: t('common:edit'),
      icon: 'pencil',
      onSelect: () => {
        tree.setForm({ kind: 'edit', labelId: label.id });
      },
    },
    {
      label: t('tree.addSubLabel'),
      icon: 'plus',
      onSelect: () => {
        if (isCollapsed) tree.toggle(label.id);
        tree.setForm({ kind: 'create', parentId: label.id, color: randomLabelColor() });
      },
    },
    {
      label: t('tree.moveTo'),
      icon: 'corner-down-right',
      onSelect: () => {
        tree.onMove(label);
      },
    },
    {
      label: t('common:delete'),
      icon: 'trash',
      isDanger: true,
      onSelect: () => {
        tree.onDelete(label);
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
            label={t('tree.editLabel', { name: label.name })}
            submitLabel={t('common:save')}
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
              aria-label={t(isCollapsed ? 'tree.expand' : 'tree.collapse', { name: label.name })}
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
            <DragHandle
              sortable={sortable}
              label={t('tree.reorder', { name: label.name })}
              title={t('tree.dragHint')}
            />
          )}
          <ColorPicker
            label={t('tree.color', { name: label.name })}
            value={label.color}
            disabled={!tree.isEditable}
            onChange={(color) => {
              setError(null);
              labels
                .update(tree.slug, tree.projectId, label.id, { color })
                .catch((cause: unknown) => {
                  setError(errorMessage(cause, t('errors.color')));
                });
            }}
          />
          <span className="min-w-0 flex-1 truncate text-primary">{label.name}</span>
          {children.length > 0 && (
            <span className="text-sm text-tertiary">
              {t('tree.subLabelCount', { count: children.length })}
            </span>
          )}
          {tree.isEditable && (
            <RowActionsMenu
              label={t('tree.actions', { name: label.name })}
              actions={actions.map((action) => ({
                ...action,
                onSelect: () => {
                  setError(null);
                  action.onSelect();
                },
              }))}
            />
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
