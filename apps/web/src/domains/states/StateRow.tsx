import type { State } from '@keel/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ColorPicker } from '#web/ui/ColorPicker';
import { cx } from '#web/ui/cx';
import { DragHandle } from '#web/ui/DragHandle';
import { type RowAction, RowActionsMenu } from '#web/ui/RowActionsMenu';
import { StateForm } from './StateForm';
import type { EditableStateGroup } from './state-groups';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useStates } from './use-states';

/** Which inline form is open: one at a time, so that "State name" always means one field. */
export type StateFormTarget =
  { kind: 'add'; group: EditableStateGroup } | { kind: 'edit'; stateId: string } | null;

export interface StateRowProps {
  slug: string;
  projectId: string;
  state: State;
  isEditable: boolean;
  isEditing: boolean;
  setForm: (target: StateFormTarget) => void;
  onDelete: (state: State) => void;
}

/** One state in its group: drag handle, colour, name, description, default badge and actions. */
export const StateRow = observer(function StateRow({
  slug,
  projectId,
  state,
  isEditable,
  isEditing,
  setForm,
  onDelete,
}: StateRowProps) {
  const { t } = useTranslation(['states', 'common']);
  const states = useStates();
  const [error, setError] = useState<string | null>(null);
  const sortable = useSortable({ id: state.id, disabled: !isEditable || isEditing });

  const fail = (fallback: string) => (cause: unknown) => {
    setError(errorMessage(cause, fallback));
  };

  const actions: RowAction[] = [
    {
      label: t('common:edit'),
      icon: 'pencil',
      onSelect: () => {
        setError(null);
        setForm({ kind: 'edit', stateId: state.id });
      },
    },
    ...(state.default
      ? []
      : [
          {
            label: t('row.markDefault'),
            icon: 'star',
            onSelect: () => {
              setError(null);
              states.markDefault(slug, projectId, state.id).catch(fail(t('errors.markDefault')));
            },
          } satisfies RowAction,
        ]),
    {
      label: t('common:delete'),
      icon: 'trash',
      isDanger: true,
      onSelect: () => {
        setError(null);
        onDelete(state);
      },
    },
  ];

  return (
    <li
      ref={sortable.setNodeRef}
      data-testid="state-row"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cx(
        'bg-surface px-3 py-2',
        sortable.isDragging && 'relative z-10 rounded-md shadow-card',
      )}
    >
      {isEditing ? (
        <StateForm
          label={t('row.edit', { name: state.name })}
          submitLabel={t('common:save')}
          initial={{ name: state.name, color: state.color, description: state.description }}
          onCancel={() => {
            setForm(null);
          }}
          onSubmit={async (values) => {
            await states.update(slug, projectId, state.id, values);
            setForm(null);
            setError(null);
          }}
        />
      ) : (
        <div className="flex items-center gap-2">
          {isEditable && (
            <DragHandle
              sortable={sortable}
              label={t('row.reorder', { name: state.name })}
              title={t('row.dragHint')}
            />
          )}
          <ColorPicker
            label={t('row.color', { name: state.name })}
            value={state.color}
            disabled={!isEditable}
            onChange={(color) => {
              setError(null);
              states.update(slug, projectId, state.id, { color }).catch(fail(t('errors.color')));
            }}
          />
          <div className="flex min-w-0 flex-1 items-baseline gap-2">
            <span className="truncate font-medium text-primary">{state.name}</span>
            {state.description !== '' && (
              <span className="truncate text-sm text-tertiary">{state.description}</span>
            )}
          </div>
          {state.default && (
            <span className="rounded-full border border-subtle bg-surface-sunken px-2 py-0.5 text-xs font-medium text-secondary">
              {t('row.default')}
            </span>
          )}
          {isEditable && (
            <RowActionsMenu label={t('row.actions', { name: state.name })} actions={actions} />
          )}
        </div>
      )}
      {error !== null && !isEditing && (
        <p role="alert" className="mt-1 pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
});
