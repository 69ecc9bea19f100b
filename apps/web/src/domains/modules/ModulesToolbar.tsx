import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { SearchField } from '#web/ui/SearchField';
import { cx } from '#web/ui/cx';
import { type ModuleListFilter, moduleStatusColor, moduleStatusLabel } from './module-list';
import { MODULE_STATUSES } from './modules-wire';

const chipClassName =
  'flex h-8 shrink-0 items-center gap-1.5 rounded-md border px-2.5 text-sm transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-focus touch:h-10';

/** The modules screen's tabs (live, archived), search, status filter and favorites toggle. */
export function ModulesToolbar({
  tab,
  onTab,
  filter,
  onFilter,
}: {
  tab: 'active' | 'archived';
  onTab: (tab: 'active' | 'archived') => void;
  filter: ModuleListFilter;
  onFilter: (filter: ModuleListFilter) => void;
}) {
  const { t } = useTranslation('modules');
  const statusSummary =
    filter.statuses.length === 0
      ? t('screen.allStatuses')
      : filter.statuses.map(moduleStatusLabel).join(', ');
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-subtle px-4 py-2 md:px-6">
      <div role="tablist" aria-label={t('screen.tabs')} className="flex gap-1">
        {(['active', 'archived'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => {
              onTab(value);
            }}
            className={cx(
              'h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus touch:h-10',
              tab === value ? 'bg-surface-hover text-primary' : 'text-secondary hover:text-primary',
            )}
          >
            {value === 'active' ? t('screen.active') : t('screen.archived')}
          </button>
        ))}
      </div>
      <SearchField
        label={t('screen.search')}
        placeholder={t('screen.searchPlaceholder')}
        value={filter.search}
        onChange={(search) => {
          onFilter({ ...filter, search });
        }}
        className="ml-auto w-56 max-md:order-last max-md:ml-0 max-md:w-full"
      />
      <Menu
        triggerLabel={`${t('screen.statusFilter')}: ${statusSummary}`}
        placement="bottom-end"
        triggerClassName={cx(
          chipClassName,
          filter.statuses.length > 0
            ? 'border-accent text-primary'
            : 'border-subtle text-secondary hover:text-primary',
        )}
        trigger={
          <>
            <Icon name="list-filter" size={14} />
            <span className="max-w-40 truncate">
              {filter.statuses.length === 0 ? t('screen.statusFilter') : statusSummary}
            </span>
          </>
        }
      >
        {() =>
          MODULE_STATUSES.map((status) => {
            const isOn = filter.statuses.includes(status);
            return (
              <button
                key={status}
                type="button"
                role="menuitemcheckbox"
                aria-checked={isOn}
                className={menuItemClassName}
                onClick={() => {
                  onFilter({
                    ...filter,
                    statuses: isOn
                      ? filter.statuses.filter((entry) => entry !== status)
                      : [...filter.statuses, status],
                  });
                }}
              >
                <span
                  aria-hidden="true"
                  className="size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: moduleStatusColor(status) }}
                />
                <span className="flex-1">{moduleStatusLabel(status)}</span>
                {isOn && <Icon name="check" size={14} className="text-accent" />}
              </button>
            );
          })
        }
      </Menu>
      <button
        type="button"
        aria-pressed={filter.isFavoritesOnly}
        onClick={() => {
          onFilter({ ...filter, isFavoritesOnly: !filter.isFavoritesOnly });
        }}
        className={cx(
          chipClassName,
          filter.isFavoritesOnly
            ? 'border-accent text-primary'
            : 'border-subtle text-secondary hover:text-primary',
        )}
      >
        <Icon
          name="star"
          size={14}
          isFilled={filter.isFavoritesOnly}
          className={filter.isFavoritesOnly ? 'text-warning' : undefined}
        />
        {t('screen.favoritesOnly')}
      </button>
    </div>
  );
}
