import { activeFilters } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { emptyListText } from '#web/domains/work-items/empty-list-text';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';

/** Rows of blocks shaped like list rows, while the first page loads. */
export function ListLoading() {
  const { t } = useTranslation('work-item-layouts');
  return (
    <ListSkeleton
      label={t('loading')}
      rows={14}
      className="gap-4 px-4 py-4"
      cells={['h-4 w-4', 'h-4 w-14', 'h-4 flex-1', 'h-5 w-20', 'h-5 w-16', 'h-5 w-6']}
    />
  );
}

/**
 * What an empty list says: nothing yet, in the words of its context (with a way to add one), or
 * nothing matching the filters.
 */
export const ListEmpty = observer(function ListEmpty() {
  const { t } = useTranslation('work-item-layouts');
  const model = useWorkItemsScreen();
  const isFiltered = Object.keys(activeFilters(model.settings.filters)).length > 0;
  if (isFiltered)
    return (
      <EmptyState
        className="my-auto"
        icon={<Icon name="list-filter" size={18} />}
        title={t('noMatchTitle')}
        description={t('list.noMatchDescription')}
        action={
          <Button
            onClick={() => {
              void model.settings.clearFilters();
            }}
          >
            {t('clearFilters')}
          </Button>
        }
      />
    );
  const text = emptyListText(model.context);
  return (
    <EmptyState
      className="my-auto"
      icon={<Icon name="layout-list" size={18} />}
      title={text.title}
      description={text.description}
      {...(model.canCreate
        ? {
            action: (
              <Button
                variant="primary"
                leadingIcon={<Icon name="plus" size={14} />}
                onClick={() => {
                  model.setCreateOpen(true);
                }}
              >
                {t('addWorkItem')}
              </Button>
            ),
          }
        : {})}
    />
  );
});
