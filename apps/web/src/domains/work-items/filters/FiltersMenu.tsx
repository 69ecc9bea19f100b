import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '../screen-context';
import {
  appliedFilterCount,
  type FilterDescriptor,
  type FilterSource,
  filtersFor,
} from './filter-descriptors';
import { FilterSection } from './FilterSection';
import { ToolbarPopover } from './ToolbarPopover';
import { useFilterSource } from './use-filter-source';

function FilterCommand({
  descriptors,
  source,
  inputRef,
}: {
  descriptors: readonly FilterDescriptor[];
  source: FilterSource;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('work-items');
  const [search, setSearch] = useState('');
  return (
    <Command
      label={t('filters.search')}
      shouldFilter={false}
      loop
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-subtle px-3">
        <Icon name="search" size={14} className="text-tertiary" />
        <Command.Input
          ref={inputRef}
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.search')}
          className="h-9 min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
        />
      </div>
      <Command.List label={t('filters.options')} className="min-h-0 flex-1 overflow-y-auto p-1">
        <Command.Empty className="px-2 py-6 text-center text-sm text-tertiary">
          {t('filters.noMatch', { search: search.trim() })}
        </Command.Empty>
        {descriptors.map((descriptor) => (
          <FilterSection
            key={descriptor.key}
            descriptor={descriptor}
            source={source}
            search={search}
          />
        ))}
      </Command.List>
    </Command>
  );
}

/**
 * The toolbar's "Filters" button and its menu: every filter the context offers with a search over
 * all their options. Picking a value applies it at once; the button counts what is applied.
 */
export const FiltersMenu = observer(function FiltersMenu() {
  const { t } = useTranslation('work-items');
  const model = useWorkItemsScreen();
  const source = useFilterSource();
  const inputRef = useRef<HTMLInputElement>(null);
  const descriptors = filtersFor(model.context, source);
  return (
    <ToolbarPopover
      label={t('filters.button')}
      icon="list-filter"
      badge={appliedFilterCount(model.settings.filters, descriptors)}
      panelLabel={t('filters.button')}
      initialFocus={inputRef}
    >
      {() => <FilterCommand descriptors={descriptors} source={source} inputRef={inputRef} />}
    </ToolbarPopover>
  );
});
