import type { State } from '@keel/core';
import { DndContext, type DragEndEvent, closestCenter } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { cx } from '#web/ui/cx';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { IconButton } from '#web/ui/IconButton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { Skeleton } from '#web/ui/Skeleton';
import { useConfirmation } from '#web/ui/use-confirmation';
import { useSortableSensors } from '#web/ui/use-sortable-sensors';
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
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useStates } from './use-states';

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
  const { t } = useTranslation('states');
  const states = useStates();
  const isAdding = form?.kind === 'add' && form.group === section.group;
  const [error, setError] = useState<string | null>(null);
  const sensors = useSortableSensors();
  const headingId = useId();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const sequence = sequenceAfterMove(section.states, String(active.id), String(over.id));
    if (sequence === null) return;
    setError(null);
    states.update(slug, projectId, String(active.id), { sequence }).catch((cause: unknown) => {
      setError(errorMessage(cause, t('errors.move')));
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
            label={t('group.add', { group: section.label })}
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
        <p className="px-3 py-2.5 text-base text-tertiary">{t('group.empty')}</p>
      )}
      {isAdding && (
        <div className={cx('px-3 py-2', section.states.length > 0 && 'border-t border-subtle')}>
          <StateForm
            label={t('group.newIn', { group: section.label })}
            submitLabel={t('group.create')}
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
  const { t } = useTranslation(['states', 'common']);
  const states = useStates();
  const { slug, project, canEdit } = useProjectSettings();
  const isEditable = canEdit('states') && project.archived_at === null;
  const [form, setForm] = useState<StateFormTarget>(null);

  useEffect(() => {
    void states.fetch(slug, project.id);
  }, [states, slug, project.id]);

  const list = states.states(project.id);
  const loadError = states.errorByProject.get(project.id);
  const deletion = useConfirmation<State>(
    (state) => states.remove(slug, project.id, state.id),
    t('errors.delete'),
  );
  const toDelete = deletion.target;

  return (
    <div data-testid="project-states" className="flex flex-col gap-4">
      <SettingsSectionHeader title={t('settings.title')} description={t('settings.description')} />
      {!isEditable && (
        <Alert tone="info">
          {project.archived_at !== null ? t('settings.archived') : t('settings.readOnly')}
        </Alert>
      )}
      {loadError !== undefined && list === undefined ? (
        <section className="rounded-lg border border-subtle bg-surface shadow-xs">
          <LoadFailed
            title={t('settings.loadFailed')}
            description={loadError}
            onRetry={() => void states.fetch(slug, project.id)}
          />
        </section>
      ) : list === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('settings.loading')}</span>
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
              onDelete={deletion.open}
            />
          ))}
        </div>
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
              />{' '}
              {toDelete.default ? t('delete.isDefault') : t('delete.hasWorkItems')}
            </>
          )
        }
        confirmLabel={t('common:delete')}
        isBusy={deletion.isBusy}
        onConfirm={() => void deletion.confirm()}
        error={deletion.error}
      />
    </div>
  );
});
