import { type State } from '@keel/core';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Skeleton } from '../../ui/Skeleton';
import { useProjectSettings } from '../projects/project-settings-context';
import {
  type EditableStateGroup,
  type StateGroupSection,
  defaultStateColor,
  groupStates,
  sequenceAfterMove,
} from './state-groups';
import { StateForm } from './StateForm';
import { StateGroupIcon } from './StateGroupIcon';
import { StateRow, type StateFormTarget } from './StateRow';

/** The tint of each group's heading icon, from the theme's tokens. */
const GROUP_TONE: Readonly<Record<EditableStateGroup, string>> = {
  backlog: 'text-tertiary',
  unstarted: 'text-secondary',
  started: 'text-warning',
  completed: 'text-success',
  cancelled: 'text-danger',
};

const StateGroupSectionView = observer(function StateGroupSectionView({
  slug,
  projectId,
  section,
  isEditable,
  form,
  setForm,
  onDelete,
}: {
  slug: string;
  projectId: string;
  section: StateGroupSection;
  isEditable: boolean;
  form: StateFormTarget;
  setForm: (target: StateFormTarget) => void;
  onDelete: (state: State) => void;
}) {
  const { states } = useRootStore();
  const isAdding = form?.kind === 'add' && form.group === section.group;
  const [error, setError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const headingId = useId();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const sequence = sequenceAfterMove(section.states, String(active.id), String(over.id));
    if (sequence === null) return;
    setError(null);
    states.update(slug, projectId, String(active.id), { sequence }).catch((cause: unknown) => {
      setError(cause instanceof ApiError ? cause.message : 'Could not move the state.');
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="state-group"
      className="rounded-lg border border-subtle bg-surface shadow-xs"
    >
      <div className="flex items-center gap-2 border-b border-subtle bg-surface-sunken px-3 py-1.5 first:rounded-t-lg">
        <StateGroupIcon group={section.group} className={GROUP_TONE[section.group]} />
        <h2 id={headingId} className="text-base font-medium text-primary">
          {section.label}
        </h2>
        <span className="text-sm text-tertiary">{section.states.length}</span>
        {isEditable && (
          <IconButton
            icon="plus"
            label={`Add state to ${section.label}`}
            className="ml-auto"
            onClick={() => {
              setForm({ kind: 'add', group: section.group });
            }}
          />
        )}
      </div>
      {error !== null && <Alert className="mx-3 mt-2">{error}</Alert>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={section.states.map((state) => state.id)}
          strategy={verticalListSortingStrategy}
        >
          <ul className="divide-y divide-(--border-color-subtle)">
            {section.states.map((state) => (
              <StateRow
                key={state.id}
                slug={slug}
                projectId={projectId}
                state={state}
                isEditable={isEditable}
                isEditing={form?.kind === 'edit' && form.stateId === state.id}
                setForm={setForm}
                onDelete={onDelete}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {section.states.length === 0 && !isAdding && (
        <p className="px-3 py-2.5 text-base text-tertiary">No states in this group.</p>
      )}
      {isAdding && (
        <div className={cx('px-3 py-2', section.states.length > 0 && 'border-t border-subtle')}>
          <StateForm
            label={`New state in ${section.label}`}
            submitLabel="Create state"
            initial={{ name: '', color: defaultStateColor(section.group), description: '' }}
            onCancel={() => {
              setForm(null);
            }}
            onSubmit={async (values) => {
              await states.create(slug, projectId, {
                name: values.name,
                color: values.color,
                group: section.group,
                ...(values.description !== '' ? { description: values.description } : {}),
              });
              setForm(null);
            }}
          />
        </div>
      )}
    </section>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId/states': the project's workflow, by group. Members
 * and admins add, edit, reorder, recolour and delete states and choose the default one; others
 * read it.
 */
export const StatesSettingsScreen = observer(function StatesSettingsScreen() {
  const { states } = useRootStore();
  const { slug, project, canEdit } = useProjectSettings();
  const isEditable = canEdit('states') && project.archived_at === null;
  const [form, setForm] = useState<StateFormTarget>(null);
  const [toDelete, setToDelete] = useState<State | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  useEffect(() => {
    void states.fetch(slug, project.id);
  }, [states, slug, project.id]);

  const list = states.states(project.id);
  const loadError = states.errorByProject.get(project.id);

  const closeDelete = () => {
    setToDelete(null);
    setDeleteError(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await states.remove(slug, project.id, toDelete.id);
      setToDelete(null);
    } catch (cause) {
      setDeleteError(cause instanceof ApiError ? cause.message : 'Could not delete the state.');
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <div data-testid="project-states" className="flex flex-col gap-4">
      <div>
        <h1 className="text-lg font-semibold text-primary">States</h1>
        <p className="mt-1 text-base text-secondary">
          The steps work items go through, in five groups. New work items start in the default
          state.
        </p>
      </div>
      {!isEditable && (
        <Alert tone="info">
          {project.archived_at !== null
            ? 'This project is archived. Restore it to change its states.'
            : 'Only project members and admins can change the states.'}
        </Alert>
      )}
      {loadError !== undefined && list === undefined ? (
        <section className="rounded-lg border border-subtle bg-surface shadow-xs">
          <EmptyState
            tone="danger"
            icon={<Icon name="alert-circle" size={18} />}
            title="Could not load the states"
            description={loadError}
            action={
              <Button
                onClick={() => void states.fetch(slug, project.id)}
                leadingIcon={<Icon name="refresh" size={14} />}
              >
                Retry
              </Button>
            }
          />
        </section>
      ) : list === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the states</span>
          {[0, 1, 2].map((index) => (
            <div key={index} className="rounded-lg border border-subtle bg-surface p-3 shadow-xs">
              <Skeleton className="mb-3 h-4 w-28" />
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {groupStates(list).map((section) => (
            <StateGroupSectionView
              key={section.group}
              slug={slug}
              projectId={project.id}
              section={section}
              isEditable={isEditable}
              form={form}
              setForm={setForm}
              onDelete={(state) => {
                setDeleteError(null);
                setToDelete(state);
              }}
            />
          ))}
        </div>
      )}

      <Dialog
        isOpen={toDelete !== null}
        onClose={closeDelete}
        title="Delete state?"
        description={
          toDelete && (
            <>
              <span className="font-medium text-primary">{toDelete.name}</span> will no longer be
              offered for work items.{' '}
              {toDelete.default
                ? 'It is the default state: mark another state as default before deleting it.'
                : 'A state that still has work items cannot be deleted.'}
            </>
          )
        }
      >
        {deleteError !== null && <Alert className="mb-4">{deleteError}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={closeDelete}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isDeleting} onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
});
