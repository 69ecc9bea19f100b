import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '../screen-context';
import { CustomDateForm } from './CustomDateForm';
import { toggleDateTerm } from './date-filter-terms';
import {
  type FilterDescriptor,
  type FilterOption,
  type FilterSource,
  matchingOptions,
} from './filter-descriptors';
import { OptionVisual } from './OptionVisual';

/** Options shown before "View all"; applied ones always show. */
export const VISIBLE_OPTION_COUNT = 5;

const itemClassName =
  'flex h-7 cursor-pointer select-none items-center gap-2 rounded-md px-2 text-base text-primary outline-none data-[selected=true]:bg-surface-hover';

function includesText(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}

function CheckMark({ isChecked }: { isChecked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex size-3.5 shrink-0 items-center justify-center rounded-sm border transition-colors duration-100',
        isChecked ? 'border-transparent bg-accent text-on-accent' : 'border-strong',
      )}
    >
      {isChecked && <Icon name="check" size={10} />}
    </span>
  );
}

/**
 * One filter of the filter menu: a collapsible heading and its options as checkable items of the
 * surrounding command list. While searching it shows every match and hides when none.
 */
export const FilterSection = observer(function FilterSection({
  descriptor,
  source,
  search,
}: {
  descriptor: FilterDescriptor;
  source: FilterSource;
  search: string;
}) {
  const { t } = useTranslation('work-items');
  const { settings } = useWorkItemsScreen();
  const headingId = useId();
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const applied = settings.filters[descriptor.key] ?? [];
  const isSearching = search.trim() !== '';
  const isDate = descriptor.kind === 'date';

  const offered = descriptor.options(source);
  const customTerms: FilterOption[] = isDate
    ? applied
        .filter((value) => !offered.some((option) => option.value === value))
        .map((value) => descriptor.describe(value, source))
    : [];
  const options = matchingOptions(descriptor, [...offered, ...customTerms], search);
  const showsCustom =
    isDate &&
    (!isSearching ||
      includesText(t('filters.custom.option'), search) ||
      includesText(descriptor.label, search));
  if (options.length === 0 && !showsCustom) return null;

  const isOpen = isSearching || !isCollapsed;
  const visible =
    isSearching || isShowingAll
      ? options
      : options.filter(
          (option, index) => index < VISIBLE_OPTION_COUNT || applied.includes(option.value),
        );
  const hiddenCount = options.length - visible.length;

  const pick = (value: string) => {
    if (isDate) void settings.setFilter(descriptor.key, toggleDateTerm(applied, value));
    else void settings.toggleFilterValue(descriptor.key, value);
  };

  return (
    <div role="group" aria-labelledby={headingId} className="pb-1">
      <button
        id={headingId}
        type="button"
        aria-expanded={isOpen}
        disabled={isSearching}
        onClick={() => {
          setIsCollapsed((collapsed) => !collapsed);
        }}
        className="flex h-7 w-full items-center gap-1.5 rounded-md px-2 text-left text-sm font-medium text-tertiary hover:text-secondary focus-visible:outline-2 focus-visible:outline-focus disabled:pointer-events-none"
      >
        <Icon name={descriptor.icon} size={12} />
        <span className="flex-1 truncate">{descriptor.label}</span>
        {applied.length > 0 && (
          <span aria-hidden="true" className="text-xs text-accent tabular-nums">
            {applied.length}
          </span>
        )}
        {!isSearching && (
          <Icon
            name="chevron-down"
            size={12}
            className={cx('transition-transform duration-100', !isOpen && '-rotate-90')}
          />
        )}
      </button>
      {isOpen && (
        <>
          {visible.map((option) => {
            const isApplied = applied.includes(option.value);
            return (
              <Command.Item
                key={option.value}
                value={`${descriptor.key}:${option.value}`}
                aria-checked={isApplied}
                data-testid="filter-option"
                onSelect={() => {
                  pick(option.value);
                }}
                className={itemClassName}
              >
                <CheckMark isChecked={isApplied} />
                <OptionVisual visual={option.visual} />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
              </Command.Item>
            );
          })}
          {(hiddenCount > 0 || (isShowingAll && options.length > VISIBLE_OPTION_COUNT)) &&
            !isSearching && (
              <Command.Item
                value={`${descriptor.key}:__view-all`}
                onSelect={() => {
                  setIsShowingAll((all) => !all);
                }}
                className={cx(itemClassName, 'text-sm text-secondary')}
              >
                <Icon name={isShowingAll ? 'chevron-up' : 'chevron-down'} size={12} />
                {isShowingAll
                  ? t('filters.showLess')
                  : t('filters.viewAll', { count: hiddenCount })}
              </Command.Item>
            )}
          {showsCustom && (
            <Command.Item
              value={`${descriptor.key}:__custom`}
              onSelect={() => {
                setIsCustomOpen((open) => !open);
              }}
              className={itemClassName}
            >
              <CheckMark isChecked={customTerms.length > 0} />
              <Icon name="calendar-days" size={14} className="text-tertiary" />
              <span className="flex-1">{t('filters.custom.option')}</span>
            </Command.Item>
          )}
          {isCustomOpen && (
            <CustomDateForm
              filterLabel={descriptor.label}
              applied={applied}
              onApply={(values) => {
                void settings.setFilter(descriptor.key, values);
                setIsCustomOpen(false);
              }}
              onCancel={() => {
                setIsCustomOpen(false);
              }}
            />
          )}
        </>
      )}
    </div>
  );
});
