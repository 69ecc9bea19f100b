import type { Estimate } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { Skeleton } from '#web/ui/Skeleton';
import { useProjectSettings } from '../projects/project-settings-context';
import { EstimateCreateDialog } from './EstimateCreateDialog';
import { EstimateEditDialog } from './EstimateEditDialog';
import { estimateTypeLabel } from './estimate-presets';
import { ESTIMATE_DELETE_ERROR, estimateErrorMessage } from './estimates-store';
import { Trans, useTranslation } from 'react-i18next';
import { useEstimates } from './use-estimates';
import { useProjects } from '../projects/use-projects';

const EstimateCard = observer(function EstimateCard({
  estimate,
  actions,
}: {
  estimate: Estimate;
  actions: ReactNode;
}) {
  const { t } = useTranslation('estimates');
  const points = [...estimate.points].sort((a, b) => a.key - b.key);
  return (
    <article
      data-testid="estimate-card"
      aria-label={estimate.name}
      className={cx(
        'flex items-start gap-3 rounded-lg border bg-surface px-4 py-3 shadow-xs',
        estimate.last_used ? 'border-accent/40' : 'border-subtle',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-medium text-primary">{estimate.name}</h3>
          <span className="rounded-full border border-subtle bg-surface-sunken px-2 py-0.5 text-xs font-medium text-secondary">
            {estimateTypeLabel(estimate.type)}
          </span>
          {estimate.last_used && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-subtle px-2 py-0.5 text-xs font-medium text-accent">
              <Icon name="check" size={12} />
              {t('card.active')}
            </span>
          )}
        </div>
        <ul
          aria-label={t('card.points', { name: estimate.name })}
          className="mt-2 flex flex-wrap gap-1.5"
        >
          {points.map((point) => (
            <li
              key={point.id}
              className="rounded-md border border-subtle bg-surface-sunken px-2 py-0.5 text-sm text-primary"
            >
              {point.value}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex shrink-0 items-center gap-1.5">{actions}</div>
    </article>
  );
});

function LoadingCards() {
  const { t } = useTranslation('estimates');
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('settings.loading')}</span>
      {[0, 1].map((index) => (
        <div key={index} className="rounded-lg border border-subtle bg-surface px-4 py-3">
          <Skeleton className="h-4 w-40" />
          <div className="mt-3 flex gap-1.5">
            {[0, 1, 2, 3].map((chip) => (
              <Skeleton key={chip} className="h-5 w-9" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * '/:workspaceSlug/settings/projects/:projectId/estimates': the scales work items are sized with.
 * One estimate is active at a time; the others stay archived until made active again.
 */
export const EstimatesSettingsScreen = observer(function EstimatesSettingsScreen() {
  const { t } = useTranslation(['estimates', 'common']);
  const estimates = useEstimates();
  const projects = useProjects();
  const { slug, project, canEdit } = useProjectSettings();
  const projectId = project.id;
  const isArchived = project.archived_at !== null;
  const isEditable = canEdit('estimates') && !isArchived;
  /** The project names its active estimate; reload it once that may have changed. */
  const refreshProject = () => {
    void projects.fetchOne(slug, projectId).catch(() => undefined);
  };
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Estimate | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [activatingId, setActivatingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void estimates.fetch(slug, projectId);
  }, [estimates, slug, projectId]);

  const list = estimates.estimates(projectId);
  const loadError = estimates.errorByProject.get(projectId);
  const active = estimates.active(projectId);
  const archived = estimates.archived(projectId);
  const editing = list?.find((estimate) => estimate.id === editingId) ?? null;

  const openCreate = () => {
    setError(null);
    setIsCreateOpen(true);
  };

  const makeActive = (estimate: Estimate) => {
    setError(null);
    setActivatingId(estimate.id);
    estimates
      .activate(slug, projectId, estimate.id)
      .then(refreshProject)
      .catch((cause: unknown) => {
        setError(
          cause instanceof Error ? cause.message : t('errors.activate', { name: estimate.name }),
        );
      })
      .finally(() => {
        setActivatingId(null);
      });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await estimates.remove(slug, projectId, toDelete.id);
    } catch (cause) {
      setError(estimateErrorMessage(ESTIMATE_DELETE_ERROR, cause));
    } finally {
      setIsDeleting(false);
      setToDelete(null);
    }
  };

  const createButton = (
    <Button variant="primary" leadingIcon={<Icon name="plus" size={14} />} onClick={openCreate}>
      {t('settings.create')}
    </Button>
  );

  return (
    <div data-testid="estimates-settings" className="flex flex-col gap-4">
      <SettingsSectionHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={isEditable && list !== undefined && list.length > 0 && createButton}
      />

      {isArchived && <ArchivedProjectNotice subject="estimates" />}
      {error !== null && <Alert>{error}</Alert>}

      {loadError !== undefined && list === undefined ? (
        <section className="rounded-lg border border-subtle bg-surface shadow-xs">
          <LoadFailed
            title={t('settings.loadFailed')}
            description={loadError}
            onRetry={() => void estimates.fetch(slug, projectId)}
          />
        </section>
      ) : list === undefined ? (
        <LoadingCards />
      ) : list.length === 0 ? (
        <section className="rounded-lg border border-dashed border-strong bg-surface">
          <EmptyState
            icon={<Icon name="timer" size={18} />}
            title={t('settings.emptyTitle')}
            description={t('settings.emptyDescription')}
            action={isEditable ? createButton : undefined}
          />
        </section>
      ) : (
        <>
          <section aria-labelledby="active-estimate" className="flex flex-col gap-2">
            <h2 id="active-estimate" className="text-md font-semibold text-primary">
              {t('settings.active')}
            </h2>
            {active ? (
              <EstimateCard
                estimate={active}
                actions={
                  isEditable && (
                    <Button
                      size="sm"
                      leadingIcon={<Icon name="pencil" size={13} />}
                      aria-label={t('settings.editNamed', { name: active.name })}
                      onClick={() => {
                        setError(null);
                        setEditingId(active.id);
                      }}
                    >
                      {t('common:edit')}
                    </Button>
                  )
                }
              />
            ) : (
              <p className="rounded-lg border border-dashed border-strong px-4 py-3 text-base text-secondary">
                {t('settings.noneActive')}
                {isEditable && ` ${t('settings.noneActiveHint')}`}
              </p>
            )}
          </section>

          {archived.length > 0 && (
            <section aria-labelledby="archived-estimates" className="flex flex-col gap-2">
              <h2 id="archived-estimates" className="text-md font-semibold text-primary">
                {t('settings.archived')}
              </h2>
              <p className="-mt-1 text-sm text-tertiary">{t('settings.archivedDescription')}</p>
              {archived.map((estimate) => (
                <EstimateCard
                  key={estimate.id}
                  estimate={estimate}
                  actions={
                    isEditable && (
                      <>
                        <Button
                          size="sm"
                          aria-label={t('settings.makeActiveNamed', { name: estimate.name })}
                          isLoading={activatingId === estimate.id}
                          disabled={activatingId !== null}
                          onClick={() => {
                            makeActive(estimate);
                          }}
                        >
                          {t('settings.makeActive')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('settings.deleteNamed', { name: estimate.name })}
                          leadingIcon={<Icon name="trash" size={13} />}
                          onClick={() => {
                            setError(null);
                            setToDelete(estimate);
                          }}
                        >
                          {t('common:delete')}
                        </Button>
                      </>
                    )
                  }
                />
              ))}
            </section>
          )}
        </>
      )}

      <EstimateCreateDialog
        isOpen={isCreateOpen}
        slug={slug}
        projectId={projectId}
        onClose={() => {
          setIsCreateOpen(false);
          refreshProject();
        }}
        onError={setError}
      />

      <EstimateEditDialog
        slug={slug}
        projectId={projectId}
        estimate={editing}
        onClose={() => {
          setEditingId(null);
        }}
      />

      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
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
            </>
          )
        }
        confirmLabel={t('common:delete')}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
});
