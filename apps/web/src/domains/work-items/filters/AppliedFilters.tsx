import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '../screen-context';
import { appliedFilterEntries, filtersFor } from './filter-descriptors';
import { OptionVisual } from './OptionVisual';
import { useFilterSource } from './use-filter-source';

const removeButtonClassName =
  'flex size-4 shrink-0 items-center justify-center rounded-sm text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The applied filters under the toolbar: one chip per filter with its values, each removable, and
 * "Clear all". Hidden while nothing is applied.
 */
export const AppliedFilters = observer(function AppliedFilters() {
  const { t } = useTranslation(['work-items', 'common']);
  const { context, settings } = useWorkItemsScreen();
  const source = useFilterSource();
  const entries = appliedFilterEntries(settings.filters, filtersFor(context, source));
  if (entries.length === 0) return null;

  return (
    <div
      role="region"
      aria-label={t('filters.applied')}
      className="flex shrink-0 flex-wrap items-center gap-1.5 border-b border-subtle bg-canvas px-4 py-1.5"
    >
      {entries.map(({ descriptor, values }) => (
        <div
          key={descriptor.key}
          role="group"
          aria-label={descriptor.label}
          data-testid="applied-filter"
          data-key={descriptor.key}
          className="flex min-h-6 flex-wrap items-center gap-1 rounded-md border border-subtle bg-surface py-0.5 pl-2 pr-1 text-sm shadow-xs"
        >
          <span className="text-tertiary">{descriptor.label}</span>
          {values.map((value) => {
            const option = descriptor.describe(value, source);
            return (
              <span
                key={value}
                className="flex h-5 items-center gap-1 rounded bg-surface-sunken pl-1.5 pr-0.5 text-primary"
              >
                <OptionVisual visual={option.visual} />
                <span className="max-w-40 truncate">{option.label}</span>
                <button
                  type="button"
                  aria-label={t('filters.removeValue', {
                    value: option.label,
                    filter: descriptor.label,
                  })}
                  title={t('common:remove')}
                  onClick={() => {
                    void settings.setFilter(
                      descriptor.key,
                      values.filter((entry) => entry !== value),
                    );
                  }}
                  className={removeButtonClassName}
                >
                  <Icon name="x" size={10} />
                </button>
              </span>
            );
          })}
          <button
            type="button"
            aria-label={t('filters.removeFilter', { filter: descriptor.label })}
            title={t('filters.removeFilter', { filter: descriptor.label })}
            onClick={() => {
              void settings.setFilter(descriptor.key, []);
            }}
            className={removeButtonClassName}
          >
            <Icon name="x" size={12} />
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          void settings.clearFilters();
        }}
        className="flex h-6 items-center gap-1 rounded-md px-2 text-sm text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
      >
        {t('filters.clearAll')}
        <Icon name="x" size={12} />
      </button>
    </div>
  );
});
