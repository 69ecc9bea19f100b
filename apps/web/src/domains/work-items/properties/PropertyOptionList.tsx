import { Command } from 'cmdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';

export interface PropertyOption {
  value: string;
  label: string;
  /** Drawn before the label: a state's shape, a label's colour dot, an avatar. */
  icon?: ReactNode;
  /** Heading of the section the option sits in (a state's group). */
  section?: string;
  /** How deep in a tree the option sits (a sub-label: 1); drawn indented. 0 when absent. */
  depth?: number;
}

/** Indent of one tree level, in rem. */
const DEPTH_INDENT_REM = 1;
/** The items' own left padding (px-2), in rem, kept under the indent. */
const ITEM_PADDING_REM = 0.5;

export interface PropertyOptionListProps {
  options: readonly PropertyOption[];
  /** The values chosen now. */
  selected: readonly string[];
  /** Single: picking closes the list. Multi: picking toggles and keeps it open. */
  isMulti: boolean;
  onPick: (value: string) => void;
  searchPlaceholder: string;
  emptyText?: string;
}

/** Matches the typed text against an option's label only, never its id. */
function filterByLabel(_value: string, search: string, keywords?: string[]): number {
  const text = (keywords ?? []).join(' ').toLowerCase();
  return text.includes(search.trim().toLowerCase()) ? 1 : 0;
}

/**
 * A searchable list of a property's options (cmdk): typing filters, arrow keys move, Enter picks.
 * Options with a `section` are shown under its heading, in the order given; options with a
 * `depth` are indented by it.
 */
export function PropertyOptionList({
  options,
  selected,
  isMulti,
  onPick,
  searchPlaceholder,
  emptyText,
}: PropertyOptionListProps) {
  const { t } = useTranslation('work-items');
  const sections: { heading: string | undefined; options: PropertyOption[] }[] = [];
  for (const option of options) {
    const last = sections.at(-1);
    if (last && last.heading === option.section) last.options.push(option);
    else sections.push({ heading: option.section, options: [option] });
  }
  return (
    <Command filter={filterByLabel} loop className="flex min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-subtle px-2.5">
        <Icon name="search" size={14} className="text-tertiary" />
        <Command.Input
          autoFocus
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          className="h-9 min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
        />
      </div>
      <Command.List className="min-h-0 overflow-y-auto p-1">
        <Command.Empty className="px-2 py-3 text-center text-sm text-tertiary">
          {emptyText ?? t('properties.noMatches')}
        </Command.Empty>
        {sections.map((section, index) => (
          <Command.Group
            key={section.heading ?? `section-${String(index)}`}
            heading={section.heading}
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-tertiary"
          >
            {section.options.map((option) => {
              const isSelected = selected.includes(option.value);
              return (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  keywords={[option.label]}
                  onSelect={() => {
                    onPick(option.value);
                  }}
                  style={
                    option.depth
                      ? {
                          paddingLeft: `${String(ITEM_PADDING_REM + option.depth * DEPTH_INDENT_REM)}rem`,
                        }
                      : undefined
                  }
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-base text-primary data-[selected=true]:bg-surface-hover"
                >
                  {isMulti && (
                    <span
                      aria-hidden="true"
                      className={
                        isSelected
                          ? 'flex size-3.5 shrink-0 items-center justify-center rounded-sm bg-accent text-on-accent'
                          : 'size-3.5 shrink-0 rounded-sm border border-strong'
                      }
                    >
                      {isSelected && <Icon name="check" size={10} />}
                    </span>
                  )}
                  {option.icon}
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {isSelected && <span className="sr-only">{t('properties.selected')}</span>}
                  {!isMulti && isSelected && (
                    <Icon name="check" size={14} className="text-secondary" />
                  )}
                </Command.Item>
              );
            })}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
