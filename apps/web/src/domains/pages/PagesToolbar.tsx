import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { SearchField } from '#web/ui/SearchField';
import { Select } from '#web/ui/SelectField';
import { cx } from '#web/ui/cx';
import {
  type PageFilters,
  type PageSort,
  type PageSortKey,
  NO_PAGE_FILTERS,
  defaultDirection,
  isFiltering,
} from './page-list';

/** One choice of a filter menu: a member or a label. */
export interface FilterChoice {
  id: string;
  name: string;
  /** A member's picture; null draws their initial. */
  avatarUrl?: string | null;
  /** A label's colour. */
  color?: string;
}

const chipClassName =
  'flex h-8 shrink-0 items-center gap-1.5 rounded-md border px-2.5 text-sm transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-focus touch:h-10';

function chipTone(isOn: boolean): string {
  return isOn ? 'border-accent text-primary' : 'border-subtle text-secondary hover:text-primary';
}

/** A filter menu of checkable choices (owners, labels): any of the checked ones matches. */
function FilterMenu({
  label,
  icon,
  choices,
  selected,
  emptyText,
  onChange,
}: {
  label: string;
  icon: 'user' | 'tag';
  choices: readonly FilterChoice[];
  selected: readonly string[];
  emptyText: string;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('pages');
  const isOn = selected.length > 0;
  return (
    <Menu
      triggerLabel={isOn ? t('filters.selected', { label, number: selected.length }) : label}
      placement="bottom-start"
      triggerClassName={cx(chipClassName, chipTone(isOn))}
      trigger={
        <>
          <Icon name={icon} size={14} />
          <span>{label}</span>
          {isOn && <span className="tabular-nums text-tertiary">{selected.length}</span>}
          <Icon name="chevron-down" size={12} className="text-tertiary" />
        </>
      }
    >
      {() =>
        choices.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-tertiary">{emptyText}</p>
        ) : (
          choices.map((choice) => {
            const isChecked = selected.includes(choice.id);
            return (
              <button
                key={choice.id}
                type="button"
                role="menuitemcheckbox"
                aria-checked={isChecked}
                className={menuItemClassName}
                onClick={() => {
                  onChange(
                    isChecked
                      ? selected.filter((id) => id !== choice.id)
                      : [...selected, choice.id],
                  );
                }}
              >
                {choice.color !== undefined ? (
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: choice.color }}
                  />
                ) : (
                  <Avatar name={choice.name} src={choice.avatarUrl ?? null} size="sm" />
                )}
                <span className="min-w-0 flex-1 truncate">{choice.name}</span>
                {isChecked && <Icon name="check" size={14} className="shrink-0 text-accent" />}
              </button>
            );
          })
        )
      }
    </Menu>
  );
}

/** The pages list's search, order and filters (owners, labels, favorites only). */
export function PagesToolbar({
  filters,
  onFilters,
  sort,
  onSort,
  owners,
  labels,
}: {
  filters: PageFilters;
  onFilters: (filters: PageFilters) => void;
  sort: PageSort;
  onSort: (sort: PageSort) => void;
  owners: readonly FilterChoice[];
  labels: readonly FilterChoice[];
}) {
  const { t } = useTranslation('pages');
  const isAscending = sort.direction === 'asc';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-subtle px-4 py-2 md:px-6">
      <SearchField
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => {
          onFilters({ ...filters, search });
        }}
        className="w-full md:w-64"
      />
      <div className="flex items-center gap-1">
        <Select<PageSortKey>
          aria-label={t('toolbar.sortBy')}
          value={sort.key}
          options={[
            { value: 'updated_at', label: t('toolbar.sort.updated') },
            { value: 'created_at', label: t('toolbar.sort.created') },
            { value: 'name', label: t('toolbar.sort.name') },
          ]}
          className="w-44"
          onChange={(key) => {
            onSort({ key, direction: defaultDirection(key) });
          }}
        />
        <IconButton
          icon={isAscending ? 'arrow-up' : 'arrow-down'}
          label={isAscending ? t('toolbar.ascending') : t('toolbar.descending')}
          aria-pressed={isAscending}
          onClick={() => {
            onSort({ ...sort, direction: isAscending ? 'desc' : 'asc' });
          }}
          className="focus-visible:outline-2 focus-visible:outline-focus"
        />
      </div>
      <FilterMenu
        label={t('filters.owner')}
        icon="user"
        choices={owners}
        selected={filters.ownerIds}
        emptyText={t('filters.noMembers')}
        onChange={(ownerIds) => {
          onFilters({ ...filters, ownerIds });
        }}
      />
      <FilterMenu
        label={t('filters.labels')}
        icon="tag"
        choices={labels}
        selected={filters.labelIds}
        emptyText={t('filters.noLabels')}
        onChange={(labelIds) => {
          onFilters({ ...filters, labelIds });
        }}
      />
      <button
        type="button"
        aria-pressed={filters.isFavoritesOnly}
        onClick={() => {
          onFilters({ ...filters, isFavoritesOnly: !filters.isFavoritesOnly });
        }}
        className={cx(chipClassName, chipTone(filters.isFavoritesOnly))}
      >
        <Icon
          name="star"
          size={14}
          isFilled={filters.isFavoritesOnly}
          className={filters.isFavoritesOnly ? 'text-warning' : undefined}
        />
        {t('filters.favoritesOnly')}
      </button>
      {isFiltering(filters) && (
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Icon name="x" size={14} />}
          onClick={() => {
            onFilters(NO_PAGE_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
