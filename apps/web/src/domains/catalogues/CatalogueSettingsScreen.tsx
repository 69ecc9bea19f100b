import type { CatalogueEntry } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { SearchField } from '#web/ui/SearchField';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { useProjectSettings } from '../projects/project-settings-context';
import { BudgetSourcesSection } from './BudgetSourcesSection';
import { CatalogueEntryDialog } from './CatalogueEntryDialog';
import { catalogueWords, filterEntries } from './catalogue-entries';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useCatalogues } from './use-catalogues';

const CatalogueRow = observer(function CatalogueRow({
  entry,
  isEditable,
  onEdit,
  onDelete,
}: {
  entry: CatalogueEntry;
  isEditable: boolean;
  onEdit: (entry: CatalogueEntry) => void;
  onDelete: (entry: CatalogueEntry) => void;
}) {
  const { t } = useTranslation('catalogues');
  return (
    <tr data-testid="catalogue-row" className="group align-top">
      <td className="px-4 py-2.5 font-medium text-primary">{entry.name}</td>
      <td className="px-4 py-2.5">
        {entry.code === null ? (
          <span className="text-tertiary" aria-label={t('entry.noCode')}>
            —
          </span>
        ) : (
          <span className="font-mono text-sm text-secondary">{entry.code}</span>
        )}
      </td>
      <td className="max-w-0 px-4 py-2.5 text-secondary">
        <p className="line-clamp-2 break-words" title={entry.description || undefined}>
          {entry.description}
        </p>
      </td>
      {isEditable && (
        <td className="px-2 py-1.5">
          <div className="flex justify-end gap-0.5">
            <IconButton
              icon="pencil"
              label={t('entry.editNamed', { name: entry.name })}
              onClick={() => {
                onEdit(entry);
              }}
            />
            <IconButton
              icon="trash"
              tone="danger"
              label={t('entry.deleteNamed', { name: entry.name })}
              onClick={() => {
                onDelete(entry);
              }}
            />
          </div>
        </td>
      )}
    </tr>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId/shops' and '/customers': the lists work items pick
 * their shop or customer from. The customers tab also keeps the budget source options.
 */
export const CatalogueSettingsScreen = observer(function CatalogueSettingsScreen({
  catalogue,
}: {
  catalogue: 'shops' | 'customers';
}) {
  const { t } = useTranslation(['catalogues', 'common']);
  const catalogues = useCatalogues();
  const { slug, project, canEdit } = useProjectSettings();
  const projectId = project.id;
  const words = catalogueWords(catalogue);
  const isArchived = project.archived_at !== null;
  const isEditable = canEdit(catalogue) && !isArchived;
  const [query, setQuery] = useState('');
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editing, setEditing] = useState<CatalogueEntry | null>(null);
  const [toDelete, setToDelete] = useState<CatalogueEntry | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void catalogues.fetch(slug, projectId, catalogue);
  }, [catalogues, slug, projectId, catalogue]);

  const list = catalogues.entries(catalogue, projectId);
  const loadError = catalogues.error(catalogue, projectId);
  const shown = useMemo(() => (list ? filterEntries(list, query) : []), [list, query]);

  const openForm = (entry: CatalogueEntry | null) => {
    setError(null);
    setEditing(entry);
    setIsFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await catalogues.remove(slug, projectId, catalogue, toDelete.id);
    } catch (cause) {
      setError(errorMessage(cause, t(`${catalogue}.deleteError`)));
    } finally {
      setIsDeleting(false);
      setToDelete(null);
    }
  };

  const addButton = (
    <Button
      variant="primary"
      leadingIcon={<Icon name="plus" size={14} />}
      onClick={() => {
        openForm(null);
      }}
    >
      {words.addLabel}
    </Button>
  );

  return (
    <div data-testid={`${catalogue}-settings`} className="flex flex-col gap-4">
      <SettingsSectionHeader title={words.title} description={words.explanation} />

      {isArchived && <ArchivedProjectNotice subject={catalogue} />}

      {list !== undefined && list.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SearchField
            label={t(`${catalogue}.search`)}
            placeholder={t(`${catalogue}.search`)}
            value={query}
            onChange={setQuery}
            className="w-64"
          />
          {isEditable && addButton}
        </div>
      )}

      {error !== null && <Alert>{error}</Alert>}

      <section
        aria-label={words.title}
        className="overflow-hidden rounded-lg border border-subtle bg-surface shadow-xs"
      >
        {loadError !== undefined && list === undefined ? (
          <LoadFailed
            title={t(`${catalogue}.loadFailed`)}
            description={loadError}
            onRetry={() => void catalogues.fetch(slug, projectId, catalogue)}
          />
        ) : list === undefined ? (
          <ListSkeleton
            label={t(`${catalogue}.loading`)}
            cells={['h-4 w-40', 'h-4 w-16', 'h-4 flex-1']}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Icon name={catalogue === 'shops' ? 'store' : 'contact'} size={18} />}
            title={t(`${catalogue}.emptyTitle`)}
            description={
              isEditable ? t(`${catalogue}.emptyDescription`) : t(`${catalogue}.emptyReadOnly`)
            }
            action={isEditable ? addButton : undefined}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="search" size={18} />}
            title={t(`${catalogue}.noMatchTitle`)}
            description={t('noMatch', { query: query.trim() })}
          />
        ) : (
          <table className="w-full table-fixed text-left text-base">
            <thead className="border-b border-subtle bg-surface-sunken text-sm text-tertiary">
              <tr>
                <th scope="col" className="w-[35%] px-4 py-2 font-medium">
                  {t('common:name')}
                </th>
                <th scope="col" className="w-28 px-4 py-2 font-medium">
                  {t('entry.codeColumn')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('common:description')}
                </th>
                {isEditable && (
                  <th scope="col" className="w-20 px-2 py-2">
                    <span className="sr-only">{t('entry.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-(--border-color-subtle)">
              {shown.map((entry) => (
                <CatalogueRow
                  key={entry.id}
                  entry={entry}
                  isEditable={isEditable}
                  onEdit={openForm}
                  onDelete={(chosen) => {
                    setError(null);
                    setToDelete(chosen);
                  }}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>

      {catalogue === 'customers' && (
        <BudgetSourcesSection
          slug={slug}
          projectId={projectId}
          isEditable={canEdit('customers') && !isArchived}
        />
      )}

      <CatalogueEntryDialog
        isOpen={isFormOpen}
        slug={slug}
        projectId={projectId}
        catalogue={catalogue}
        entry={editing}
        onClose={() => {
          setIsFormOpen(false);
        }}
      />

      <ConfirmDialog
        isOpen={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
        title={t(`${catalogue}.deleteTitle`)}
        description={
          toDelete && (
            <>
              <Trans
                t={t}
                i18nKey="deleteDescription"
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
