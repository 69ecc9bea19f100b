import { type CatalogueEntry } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { controlClassName } from '../../ui/field-styles';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Skeleton } from '../../ui/Skeleton';
import { useProjectSettings } from '../projects/project-settings-context';
import { BudgetSourcesSection } from './BudgetSourcesSection';
import { CatalogueEntryDialog } from './CatalogueEntryDialog';
import { catalogueWords, filterEntries } from './catalogue-entries';

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
  return (
    <tr data-testid="catalogue-row" className="group align-top">
      <td className="px-4 py-2.5 font-medium text-primary">{entry.name}</td>
      <td className="px-4 py-2.5">
        {entry.code === null ? (
          <span className="text-tertiary" aria-label="No code">
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
              label={`Edit ${entry.name}`}
              onClick={() => {
                onEdit(entry);
              }}
            />
            <IconButton
              icon="trash"
              tone="danger"
              label={`Delete ${entry.name}`}
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
  const { catalogues } = useRootStore();
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
      setError(
        cause instanceof ApiError ? cause.message : `Could not delete the ${words.singular}.`,
      );
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
      <div>
        <h1 className="text-lg font-semibold text-primary">{words.title}</h1>
        <p className="mt-1 text-base text-secondary">{words.explanation}</p>
      </div>

      {isArchived && (
        <Alert tone="info">
          This project is archived. Restore it on the General tab to change its{' '}
          {words.title.toLowerCase()}.
        </Alert>
      )}

      {list !== undefined && list.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="relative">
            <Icon
              name="search"
              size={14}
              className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-tertiary"
            />
            <input
              type="search"
              aria-label={`Search ${words.title.toLowerCase()}`}
              placeholder={`Search ${words.title.toLowerCase()}`}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
              }}
              className={`${controlClassName()} w-64 pl-8`}
            />
          </div>
          {isEditable && addButton}
        </div>
      )}

      {error !== null && <Alert>{error}</Alert>}

      <section
        aria-label={words.title}
        className="overflow-hidden rounded-lg border border-subtle bg-surface shadow-xs"
      >
        {loadError !== undefined && list === undefined ? (
          <EmptyState
            tone="danger"
            icon={<Icon name="alert-circle" size={18} />}
            title={`Could not load the ${words.title.toLowerCase()}`}
            description={loadError}
            action={
              <Button
                leadingIcon={<Icon name="refresh" size={14} />}
                onClick={() => void catalogues.fetch(slug, projectId, catalogue)}
              >
                Retry
              </Button>
            }
          />
        ) : list === undefined ? (
          <div aria-busy="true" className="flex flex-col gap-3 p-4">
            <span className="sr-only">Loading the {words.title.toLowerCase()}</span>
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex items-center gap-4">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-4 flex-1" />
              </div>
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Icon name={catalogue === 'shops' ? 'store' : 'contact'} size={18} />}
            title={`No ${words.title.toLowerCase()} yet`}
            description={
              isEditable
                ? `Add the ${words.title.toLowerCase()} this project works for, so that work items can refer to them.`
                : `Nobody has added any ${words.title.toLowerCase()} to this project yet.`
            }
            action={isEditable ? addButton : undefined}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="search" size={18} />}
            title={`No ${words.title.toLowerCase()} match`}
            description={`Nothing here matches “${query.trim()}”.`}
          />
        ) : (
          <table className="w-full table-fixed text-left text-base">
            <thead className="border-b border-subtle bg-surface-sunken text-sm text-tertiary">
              <tr>
                <th scope="col" className="w-[35%] px-4 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="w-28 px-4 py-2 font-medium">
                  Code
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Description
                </th>
                {isEditable && (
                  <th scope="col" className="w-20 px-2 py-2">
                    <span className="sr-only">Actions</span>
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

      <Dialog
        isOpen={toDelete !== null}
        onClose={() => {
          setToDelete(null);
        }}
        title={`Delete ${words.singular}?`}
        description={
          toDelete && (
            <>
              <span className="font-medium text-primary">{toDelete.name}</span> will no longer be
              offered to work items. Work items that already refer to it keep the reference.
            </>
          )
        }
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              setToDelete(null);
            }}
          >
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
